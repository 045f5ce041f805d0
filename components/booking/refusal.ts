import type { DeliveryResult } from "@/components/forms/delivery";
import type { BookingCopy } from "@/lib/content/booking";
import type { BookingAnswer } from "./useSlots";

type Answered = { status: number; body: BookingAnswer } | undefined;

/** A delivery's answer as the booking API gave it: its status and JSON body (none when nothing came back). */
export function answerOf(result: DeliveryResult): Answered {
  const body = (result.answer ?? {}) as BookingAnswer;
  if (result.ok) return { status: 200, body };
  return result.reason === "http" ? { status: result.httpStatus ?? 0, body } : undefined;
}

/** What the visitor reads for a refused or failed post (field errors are shown under their fields instead). */
export function refusalMessage(answer: Answered, words: BookingCopy["refusal"]): string | undefined {
  if (!answer) return words.network;
  if (answer.status === 409 && answer.body.error === "taken") return words.taken;
  if (answer.status === 429) return words.tooMany;
  if (answer.status === 403 && answer.body.error === "blocked") return words.blocked;
  if (answer.status === 413) return words.tooLarge;
  if (answer.status === 400) return undefined;
  return words.failed;
}
