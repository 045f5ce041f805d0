"use client";

import { bookingCopy } from "@/content/booking";
import formStyles from "@/components/forms/Form.module.css";
import type { SlotsState } from "./useSlots";
import styles from "./Booking.module.css";

const copy = bookingCopy.slots;

/** While the times load, or when they could not be: what the visitor reads instead of the picker. */
export function SlotsStatus({ slots, reload }: { slots: SlotsState; reload: () => Promise<void> }) {
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
