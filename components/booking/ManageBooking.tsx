"use client";

import { useEffect, useRef, useState } from "react";
import { BOOKING_PATH, bookingCopy } from "@/content/booking";
import { BOOKING_API } from "@/lib/booking/times";
import formStyles from "@/components/forms/Form.module.css";
import { BookedTime } from "./BookedTime";
import { refusalMessage } from "./refusal";
import { SlotPicker } from "./SlotPicker";
import { SlotsStatus } from "./SlotsStatus";
import { postBooking, useSlots, type BookingAnswer, type BookingView } from "./useSlots";
import styles from "./Booking.module.css";

const copy = bookingCopy.managePage;

type Loaded = { state: "loading" } | { state: "missing" } | { state: "ready"; token: string; booking: BookingView };

/**
 * The manage link's page: the booking named by the token after "#" (never sent in a request line), to cancel or
 * move. Downloaded once the page works (./LazyBooking.tsx).
 */
export default function ManageBooking() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [message, setMessage] = useState<string>();
  const [moving, setMoving] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // A link of this site may carry the visit in the fragment too (lib/measurement/visit.ts), the token as `to`.
    const hash = window.location.hash.slice(1);
    const token = hash.startsWith("visit=") ? (new URLSearchParams(hash).get("to") ?? "") : hash;
    // Only a token as the receiver makes them is asked about: anything else is not a booking.
    if (!/^[\w-]{32}$/.test(token)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setLoaded({ state: "missing" });
      return;
    }
    void (async () => {
      const response = await fetch(`${BOOKING_API}/${encodeURIComponent(token)}`, {
        headers: { Accept: "application/json" },
      }).catch(() => undefined);
      const body = response?.ok ? ((await response.json()) as BookingAnswer) : undefined;
      setLoaded(body?.booking ? { state: "ready", token, booking: body.booking } : { state: "missing" });
    })();
  }, []);

  if (loaded.state === "loading") return <p role="status">{copy.loading}</p>;
  if (loaded.state === "missing")
    return (
      <p role="alert">
        {copy.notFound} <a href={BOOKING_PATH}>{copy.bookAgain}</a>
      </p>
    );
  const { token, booking } = loaded;

  function show(text: string | undefined, next?: BookingView) {
    if (next) setLoaded({ state: "ready", token, booking: next });
    setMessage(text);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  async function cancel() {
    const answer = await postBooking(`/${token}/cancel`, new FormData());
    if (answer?.status === 200) show(copy.cancelled, answer.body.booking);
    else show(refusalMessage(answer));
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
      {booking.status === "booked" ? (
        <div className={styles.actions}>
          <a href={`${BOOKING_API}/${token}/invite.ics`} download="call.ics">
            {bookingCopy.confirmation.addToCalendar}
          </a>
          <button type="button" className={formStyles.retry} onClick={() => void cancel()}>
            {copy.cancel}
          </button>
          <button type="button" className={formStyles.retry} aria-expanded={moving} onClick={() => setMoving(!moving)}>
            {copy.move}
          </button>
        </div>
      ) : (
        <p>
          <a href={BOOKING_PATH}>{copy.bookAgain}</a>
        </p>
      )}
      {moving && booking.status === "booked" ? (
        <MoveForm token={token} onMoved={(next) => (setMoving(false), show(copy.moved, next))} onRefused={show} />
      ) : null}
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
  const { slots, reload, replace } = useSlots();
  const [error, setError] = useState<string>();
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await postBooking(`/${token}/move`, new FormData(event.currentTarget));
    if (answer?.status === 200 && answer.body.booking) return onMoved(answer.body.booking);
    if (answer?.body.slots) replace(answer.body.slots);
    setError(answer?.body.errors?.start);
    onRefused(refusalMessage(answer));
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <SlotsStatus slots={slots} reload={reload} />
      {slots.state === "ready" ? <SlotPicker slots={slots.slots} error={error} idPrefix="move" /> : null}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.submit} disabled={slots.state !== "ready"}>
          {copy.moveSubmit}
        </button>
      </div>
    </form>
  );
}
