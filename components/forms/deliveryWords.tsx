import type { Locale } from "@/lib/locales";
import { formNoticesIn } from "@/lib/content/forms";
import { RichLine } from "@/components/ui/RichText";
import type { DeliveryWords } from "./DeliveryAlert";

/** The delivery alert's words with the phone and e-mail links rendered, for a form's server part to hand over. */
export function deliveryWordsFor(locale: Locale): DeliveryWords {
  const formCopy = formNoticesIn(locale);
  return {
    failure: formCopy.delivery.failure,
    unknownStatus: formCopy.delivery.unknownStatus,
    stillInForm: <RichLine parts={formCopy.delivery.stillInForm} />,
  };
}
