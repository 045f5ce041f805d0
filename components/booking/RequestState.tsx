"use client";

import { useState } from "react";
import { fill } from "@/lib/template";
import { BOOKING_API, REQUEST_HOLD_HOURS } from "@/lib/booking/times";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import formStyles from "@/components/forms/Form.module.css";
import { withToken } from "./bookingToken";
import { useBookingWords } from "./BookingWords";
import { answerOf } from "./refusal";
import type { BookingView } from "./useSlots";

/** How long a request is kept and what makes the time the visitor's. */
export function RequestHold({ booking }: { booking: BookingView }) {
  const { copy, clock } = useBookingWords();
  if (!booking.holdUntil) return null;
  return <p>{fill(copy.request.hold, { hours: REQUEST_HOLD_HOURS, until: clock.moment(booking.holdUntil) })}</p>;
}

/** "Send the e-mail again": at most one a day goes to an address, and the answer says when the next may. */
export function ResendConfirmation({ token }: { token: string }) {
  const { copy, clock } = useBookingWords();
  const words = copy.request;
  const [answer, setAnswer] = useState<string>();
  const { state, submit } = useFormSubmission({ endpoint: `${BOOKING_API}/manage/resend` });
  async function resend() {
    const result = await submit(withToken(token));
    if (!result) return;
    if (result.ok) return setAnswer(words.resent);
    const next = answerOf(result)?.body.nextAt;
    setAnswer(next ? fill(words.resendLater, { when: clock.moment(next) }) : copy.refusal.failed);
  }
  return (
    <div>
      <button
        type="button"
        className={formStyles.retry}
        disabled={state.status === "submitting"}
        onClick={() => void resend()}
      >
        {words.resend}
      </button>
      {answer ? (
        <p role="status" className={formStyles.hint}>
          {answer}
        </p>
      ) : null}
    </div>
  );
}
