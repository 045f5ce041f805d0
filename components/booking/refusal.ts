import type { BookingCopy } from "@/lib/content/booking";
import type { BookingAnswer } from "./useSlots";

/** What the visitor reads for a refused or failed post (field errors are shown under their fields instead). */
export function refusalMessage(
  answer: { status: number; body: BookingAnswer } | undefined,
  words: BookingCopy["refusal"],
): string | undefined {
  if (!answer) return words.network;
  if (answer.status === 409 && answer.body.error === "taken") return words.taken;
  if (answer.status === 429) return words.tooMany;
  if (answer.status === 403 && answer.body.error === "blocked") return words.blocked;
  if (answer.status === 413) return words.tooLarge;
  if (answer.status === 400) return undefined;
  return words.failed;
}
