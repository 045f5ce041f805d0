"use client";

import { visitorZone } from "@/lib/booking/times";
import { useBookingWords } from "./BookingWords";
import styles from "./Booking.module.css";

/** A booked call's time in India, and on the visitor's clock beside it when that differs. */
export function BookedTime({ startsAt }: { startsAt: string }) {
  const { copy, clock } = useBookingWords();
  const at = new Date(startsAt);
  const zone = visitorZone();
  const theirs = clock.visitor(at, zone);
  return (
    <p className={styles.bookedTime}>
      <strong>
        {clock.day(at)}, {clock.time(at)} ({copy.slots.indiaZone})
      </strong>
      {theirs ? (
        <span>
          {" "}
          · {theirs} ({copy.slots.yourZone.replace("{zone}", zone)})
        </span>
      ) : null}
    </p>
  );
}
