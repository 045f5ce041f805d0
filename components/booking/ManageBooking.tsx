"use client";

import { useEffect, useRef, useState } from "react";
import formStyles from "@/components/forms/Form.module.css";
import { RunningForm } from "@/components/forms/RunningForm";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useCheckedForm } from "@/components/forms/useCheckedForm";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import { BOOKING_API } from "@/lib/booking/times";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import { BookedTime } from "./BookedTime";
import { useBookingWords } from "./BookingWords";
import { bookingTokenFromHash, withToken } from "./bookingToken";
import { CalendarDownload } from "./CalendarDownload";
import { RequestHold, ResendConfirmation } from "./RequestState";
import { answerOf, refusalMessage } from "./refusal";
import { SlotPicker } from "./SlotPicker";
import { SlotsStatus } from "./SlotsStatus";
import { postBooking, useSlots, type BookingView } from "./useSlots";
import styles from "./Booking.module.css";

type Loaded = { state: "loading" } | { state: "missing" } | { state: "ready"; token: string; booking: BookingView };

/**
 * The manage link's page: the booking named by the token after "#" (never sent in a request line), to cancel or
 * move, and while it waits for its confirmation, how long it is kept. Downloaded once the page works
 * (./LazyBooking.tsx).
 */
export default function ManageBooking() {
  const { copy: words, paths } = useBookingWords();
  const copy = words.managePage;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [message, setMessage] = useState<string>();
  const [moving, setMoving] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const cancelling = useFormSubmission({ endpoint: `${BOOKING_API}/manage/cancel` });
  const withdrawing = useFormSubmission({ endpoint: `${BOOKING_API}/manage/withdraw` });

  useEffect(() => {
    const token = bookingTokenFromHash();
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoaded({ state: "missing" });
      return;
    }
    // The token travels in the body: an address would leave it in logs and history.
    void postBooking("/manage", withToken(token)).then((answer) =>
      setLoaded(answer?.body.booking ? { state: "ready", token, booking: answer.body.booking } : { state: "missing" }),
    );
  }, []);

  if (loaded.state === "loading") return <p role="status">{copy.loading}</p>;
  if (loaded.state === "missing")
    return (
      <p role="alert">
        {copy.notFound} <a href={paths.book}>{copy.bookAgain}</a>
      </p>
    );
  const { token, booking } = loaded;
  if (withdrawn)
    return (
      <p ref={messageRef} role="status" tabIndex={-1} className={formStyles.notice}>
        {copy.withdrawn}
      </p>
    );

  function show(text: string | undefined, next?: BookingView) {
    if (next) setLoaded({ state: "ready", token, booking: next });
    setMessage(text);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  async function cancel() {
    const result = await cancelling.submit(withToken(token));
    if (!result) return;
    const answer = answerOf(result);
    if (result.ok) show(copy.cancelled, answer?.body.booking);
    else show(refusalMessage(answer, words.refusal));
  }

  async function withdraw() {
    const result = await withdrawing.submit(withToken(token));
    if (!result) return;
    if (result.ok) setWithdrawn(true);
    else show(refusalMessage(answerOf(result), words.refusal));
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  return (
    <div className={styles.manage}>
      {message ? (
        <p ref={messageRef} role="status" tabIndex={-1} className={formStyles.notice}>
          {message}
        </p>
      ) : null}
      <BookedTime startsAt={booking.startsAt} />
      <p>
        {copy.statusLabel} <strong>{copy.status[booking.status]}</strong>
      </p>
      {booking.status === "pending" ? <RequestHold booking={booking} /> : null}
      {booking.status === "pending" && booking.confirmBy === "email" && !booking.emailConfirmed ? (
        <ResendConfirmation token={token} />
      ) : null}
      {booking.status === "booked" || booking.status === "pending" ? (
        <div className={styles.actions}>
          {booking.status === "booked" ? <CalendarDownload token={token} /> : null}
          <button
            type="button"
            className={formStyles.retry}
            disabled={cancelling.state.status === "submitting"}
            onClick={() => void cancel()}
          >
            {copy.cancel}
          </button>
          <button type="button" className={formStyles.retry} aria-expanded={moving} onClick={() => setMoving(!moving)}>
            {copy.move}
          </button>
        </div>
      ) : (
        <p>
          <a href={paths.book}>{copy.bookAgain}</a>
        </p>
      )}
      {moving && (booking.status === "booked" || booking.status === "pending") ? (
        <MoveForm token={token} onMoved={(next) => (setMoving(false), show(copy.moved, next))} onRefused={show} />
      ) : null}
      <p>
        <button
          type="button"
          className={formStyles.retry}
          disabled={withdrawing.state.status === "submitting"}
          onClick={() => void withdraw()}
        >
          {copy.withdraw}
        </button>
      </p>
    </div>
  );
}

function MoveForm({
  token,
  onMoved,
  onRefused,
}: {
  token: string;
  onMoved: (booking: BookingView) => void;
  onRefused: (message: string | undefined) => void;
}) {
  const { copy, locale } = useBookingWords();
  const { slots, reload, replace } = useSlots();
  const { errors, delivered } = useCheckedForm({
    endpoint: `${BOOKING_API}/manage/move`,
    onDelivered: (result) => {
      const answer = answerOf(result);
      if (result.ok && answer?.body.booking) return onMoved(answer.body.booking);
      if (answer?.body.slots) replace(answer.body.slots);
      onRefused(refusalMessage(answer, copy.refusal));
    },
  });
  const { state, onSend, formRef } = delivered;
  return (
    <RunningForm formRef={formRef} onSend={onSend} className={styles.form}>
      {/* The token travels in the body, never in an address. */}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
      <SlotsStatus slots={slots} reload={reload} />
      {slots.state === "ready" ? <SlotPicker slots={slots.slots} error={errors.start} idPrefix="move" /> : null}
      <div className={formStyles.actions}>
        <SubmitButton
          pending={state.status === "submitting"}
          ready={slots.state === "ready"}
          label={copy.managePage.moveSubmit}
          pendingLabel={copy.managePage.moveSubmit}
        />
      </div>
    </RunningForm>
  );
}
