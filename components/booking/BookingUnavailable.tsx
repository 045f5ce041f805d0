import type { BookingCopy } from "@/lib/content/booking";
import { RichLine } from "@/components/ui/RichText";
import formStyles from "@/components/forms/Form.module.css";

/** How else to reach the agency: shown without JavaScript, and instead of the booking where no receiver runs. */
export function BookingUnavailable({ copy, withTitle }: { copy: BookingCopy; withTitle?: boolean }) {
  const title = withTitle ? copy.noScript.title : undefined;
  return (
    <div className={formStyles.notice}>
      {title ? <p className={formStyles.alertTitle}>{title}</p> : null}
      <p className={formStyles.alertText}>
        <RichLine parts={copy.noScript.text} />
      </p>
    </div>
  );
}
