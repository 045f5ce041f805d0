import type { BookingCopy } from "@/lib/content/booking";
import formStyles from "@/components/forms/Form.module.css";
import bookingStyles from "./Booking.module.css";

/**
 * What a booking page shows until its form's code is there (./LazyBooking.tsx): `loading` while it downloads,
 * the free times' failure words and retry when it cannot, with class names from the server's stylesheet.
 */
export function bookingWaiting(loading: string, copy: BookingCopy) {
  return {
    loading,
    failed: copy.slots.failed,
    retry: copy.slots.reload,
    classes: { status: bookingStyles.status, notice: formStyles.notice, retry: formStyles.retry },
  };
}
