import { z } from "zod";
import { slug } from "../schema";

// The glossary: content/glossary/glossary.en.yml. The English a Telugu or Hindi page may keep in Latin script
// (SEO, WhatsApp, Shopify…), each with why; the translation tests allow only these and the names the records keep.

export const glossarySchema = z
  .object({
    id: slug(),
    terms: z
      .array(
        z
          .object({
            /** As the copy writes it; matched as a whole phrase, case-sensitive. */
            term: z.string().trim().min(1, "is empty: write the term as the copy writes it"),
            kind: z.enum(["term", "platform", "tool", "standard", "name"]),
            reason: z.string().trim().min(1, "is empty: say why it stays in English"),
          })
          .strict(),
      )
      .superRefine((terms, context) => {
        const seen = new Set<string>();
        terms.forEach(({ term }, index) => {
          if (seen.has(term))
            context.addIssue({ code: "custom", path: [index, "term"], message: `"${term}" is listed twice` });
          seen.add(term);
        });
      }),
  })
  .strict();

export type GlossaryEntry = z.infer<typeof glossarySchema>["terms"][number];
