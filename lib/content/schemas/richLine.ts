import type { z } from "zod";
import { LINK_IN_LINE, NAMED_TARGETS } from "@/lib/richLine";
import { text, words } from "../schema";

/** Reports each link of a line whose target is neither a path on this site nor a named target. */
export function checkLinkTargets(line: string, context: z.RefinementCtx) {
  for (const [, , target] of line.matchAll(LINK_IN_LINE))
    if (!target!.startsWith("/") && !(NAMED_TARGETS as readonly string[]).includes(target!))
      context.addIssue({
        code: "custom",
        message: `links to "${target}": write a path on this site (/contact) or one of ${NAMED_TARGETS.join(", ")}`,
      });
}

/** A line of words with links written [words](target) (lib/richLine.ts): each target is checked. */
export const richLineText = () => words(text().superRefine(checkLinkTargets));
