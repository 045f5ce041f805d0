import { bookingCopy } from "@/content/booking";
import { RichLine } from "@/components/ui/RichText";
import formStyles from "@/components/forms/Form.module.css";

/** How else to reach the agency: shown without JavaScript, and instead of the booking where no receiver runs. */
export function BookingUnavailable({ title }: { title?: string }) {
  return (
    <div className={formStyles.notice}>
      {title ? <p className={formStyles.alertTitle}>{title}</p> : null}
      <p className={formStyles.alertText}>
        <RichLine parts={bookingCopy.noScript.text} />
      </p>
    </div>
  );
}
