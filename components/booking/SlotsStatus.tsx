"use client";

import formStyles from "@/components/forms/Form.module.css";
import { useBookingWords } from "./BookingWords";
import type { SlotsState } from "./useSlots";
import styles from "./Booking.module.css";

/** While the times load, or when they could not be: what the visitor reads instead of the picker. */
export function SlotsStatus({ slots, reload }: { slots: SlotsState; reload: () => Promise<void> }) {
  const copy = useBookingWords().copy.slots;
  if (slots.state === "loading")
    return (
      <p className={styles.status} role="status">
        {copy.loading}
      </p>
    );
  if (slots.state === "failed")
    return (
      <div className={formStyles.notice} role="alert">
        <p>{copy.failed}</p>
        <button type="button" className={formStyles.retry} onClick={() => void reload()}>
          {copy.reload}
        </button>
      </div>
    );
  return null;
}
