import { BOOKING_API } from "@/lib/booking/times";
import { useBookingWords } from "./BookingWords";
import formStyles from "@/components/forms/Form.module.css";

/**
 * "Add to calendar (.ics)": a form that posts the token, so the file downloads without the token ever being in
 * an address (where logs and history would keep it).
 */
export function CalendarDownload({ token }: { token: string }) {
  const { copy } = useBookingWords();
  return (
    <form method="post" action={`${BOOKING_API}/manage/calendar`} encType="multipart/form-data">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={formStyles.retry}>
        {copy.confirmation.addToCalendar}
      </button>
    </form>
  );
}
