"use client";

import { useState } from "react";
import { FieldMessages } from "@/components/forms/Field";
import { visitorZone } from "@/lib/booking/times";
import { useBookingWords } from "./BookingWords";
import formStyles from "@/components/forms/Form.module.css";
import styles from "./Booking.module.css";

/**
 * The free times: a day, then its times as radio buttons (named "start", the slot's ISO instant), each in India
 * time and, when the visitor's clock differs, in theirs beside it.
 */
export function SlotPicker({ slots, error, idPrefix }: { slots: readonly string[]; error?: string; idPrefix: string }) {
  const { copy: words, clock } = useBookingWords();
  const copy = words.slots;
  const days = clock.byDay(slots);
  const [dayIndex, setDayIndex] = useState(0);
  const zone = visitorZone();
  const day = days[Math.min(dayIndex, days.length - 1)];
  if (!day) return <p className={styles.status}>{copy.none}</p>;
  const differs = slots.some((slot) => clock.visitor(new Date(slot), zone) !== undefined);
  const errorId = `${idPrefix}-start`;
  return (
    <div className={styles.picker}>
      <div className={formStyles.field}>
        <label htmlFor={`${idPrefix}-day`} className={formStyles.label}>
          {copy.dayLabel}
        </label>
        <select
          id={`${idPrefix}-day`}
          className={formStyles.input}
          value={Math.min(dayIndex, days.length - 1)}
          onChange={(event) => setDayIndex(Number(event.target.value))}
        >
          {days.map((option, index) => (
            <option key={option.day} value={index}>
              {option.day}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.times} aria-describedby={error ? `${errorId}-error` : undefined}>
        <legend className={formStyles.label}>
          {copy.legend}: {day.day} ({copy.indiaZone}
          {differs ? `; ${copy.yourZoneBelow.replace("{zone}", zone)}` : ""})
        </legend>
        <div className={styles.timeGrid}>
          {day.slots.map((slot) => {
            const theirs = clock.visitor(slot, zone);
            return (
              <label key={slot.toISOString()} className={styles.time}>
                <input type="radio" name="start" value={slot.toISOString()} required />
                <span>{clock.time(slot)}</span>
                {theirs ? <span className={styles.theirs}>{theirs}</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <FieldMessages id={errorId} error={error} />
    </div>
  );
}
