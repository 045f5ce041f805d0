"use client";

import { useEffect, useRef, useState } from "react";
import formStyles from "@/components/forms/Form.module.css";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import { BOOKING_API } from "@/lib/booking/times";
import { BookedTime } from "./BookedTime";
import { useBookingWords } from "./BookingWords";
import { bookingTokenFromHash, withToken } from "./bookingToken";
import { CalendarDownload } from "./CalendarDownload";
import { answerOf, refusalMessage } from "./refusal";
import type { BookingAnswer } from "./useSlots";
import styles from "./Booking.module.css";

type State =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "ready"; token: string }
  | { state: "done"; token: string; answer: BookingAnswer };

/**
 * The confirmation e-mail's page. Opening it changes nothing (mail scanners open links); the visitor's press of
 * the button confirms the request, with the token after "#", which only that e-mail carried.
 */
export default function ConfirmBooking() {
  const { copy: words, paths } = useBookingWords();
  const copy = words.confirmPage;
  const [state, setState] = useState<State>({ state: "loading" });
  const [refusal, setRefusal] = useState<string>();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const { state: sending, submit } = useFormSubmission({ endpoint: `${BOOKING_API}/confirm`, keepResult: true });

  useEffect(() => {
    const token = bookingTokenFromHash();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(token ? { state: "ready", token } : { state: "missing" });
  }, []);

  if (state.state === "loading") return <p role="status">{copy.loading}</p>;
  if (state.state === "missing")
    return (
      <p role="alert">
        {copy.notFound} <a href={paths.book}>{words.managePage.bookAgain}</a>
      </p>
    );
  const { token } = state;

  async function confirm() {
    const result = await submit(withToken(token));
    if (!result) return;
    const answer = answerOf(result);
    if (answer?.body.outcome) setState({ state: "done", token, answer: answer.body });
    else setRefusal(answer?.status === 404 ? copy.notFound : refusalMessage(answer, words.refusal));
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  if (state.state === "done") {
    const { outcome, booking } = state.answer;
    const again = outcome === "taken" || outcome === "expired";
    return (
      <div className={styles.manage}>
        <p ref={messageRef} role="status" tabIndex={-1} className={formStyles.notice}>
          {copy[outcome!]}
        </p>
        {booking && !again ? <BookedTime startsAt={booking.startsAt} /> : null}
        {booking?.status === "booked" ? <CalendarDownload token={token} /> : null}
        <p className={styles.actions}>
          {again ? (
            <a href={paths.book}>{words.managePage.bookAgain}</a>
          ) : (
            <a href={`${paths.manage}#${token}`}>{words.confirmation.manage}</a>
          )}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.manage}>
      {refusal ? (
        <p ref={messageRef} role="alert" tabIndex={-1} className={formStyles.notice}>
          {refusal}
        </p>
      ) : null}
      <SubmitButton
        pending={sending.status === "submitting"}
        label={copy.button}
        pendingLabel={copy.pending}
        onClick={() => void confirm()}
      />
    </div>
  );
}
