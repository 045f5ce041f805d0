import Link from "next/link";
import { bookingCopy } from "@/content/booking";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import styles from "./Booking.module.css";

/** The contact page's way to book a call instead of writing; nothing where no receiver takes bookings. */
export function BookCallLink() {
  if (!firstPartyReceiver) return null;
  return (
    <p className={styles.bookCall}>
      {bookingCopy.link.lead} <Link href={bookingCopy.link.href}>{bookingCopy.link.label}</Link>
    </p>
  );
}
