"use client";

import { bookingCopy } from "@/content/booking";
import { indiaClock, indiaDayLabel, visitorClock, visitorZone } from "@/lib/booking/times";
import styles from "./Booking.module.css";

/** A booked call's time in India, and on the visitor's clock beside it when that differs. */
export function BookedTime({ startsAt }: { startsAt: string }) {
  const at = new Date(startsAt);
  const zone = visitorZone();
  const theirs = visitorClock(at, zone);
  return (
    <p className={styles.bookedTime}>
      <strong>
        {indiaDayLabel(at)}, {indiaClock(at)} ({bookingCopy.slots.indiaZone})
      </strong>
      {theirs ? (
        <span>
          {" "}
          · {theirs} ({bookingCopy.slots.yourZone.replace("{zone}", zone)})
        </span>
      ) : null}
    </p>
  );
}
