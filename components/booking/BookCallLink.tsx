import Link from "@/components/i18n/Link";
import { BOOKING_PATH } from "@/lib/paths";
import { contactPageIn } from "@/lib/content/contact";
import { pageLocale } from "@/components/i18n/pageLocale";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import styles from "./Booking.module.css";

/** The contact page's way to book a call instead of writing; nothing where no receiver takes bookings. */
export function BookCallLink() {
  if (!firstPartyReceiver) return null;
  // In the page's language; the link leads to the booking page in it.
  const { lead, label } = contactPageIn(pageLocale()).bookCall;
  return (
    <p className={styles.bookCall}>
      {lead} <Link href={BOOKING_PATH}>{label}</Link>
    </p>
  );
}
