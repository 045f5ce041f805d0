import { SERVICE_PARAM } from "@/lib/paths";
import { fieldWordsIn } from "@/lib/content/formFields";
import { contactFormIn, formPrivacyIn } from "@/lib/content/forms";
import { contactFieldsIn } from "@/lib/forms/localizedForms";
import { site } from "@/lib/content/site";
import type { FormFieldSpec } from "@/lib/content/types";
import { pageLocale } from "@/components/i18n/pageLocale";
import { contactEndpoint } from "@/components/forms/endpoints";
import { deliveryWordsFor } from "@/components/forms/deliveryWords";
import { SpecField } from "@/components/forms/Field";
import { Honeypot } from "@/components/forms/Honeypot";
import { NotConnectedNotice } from "@/components/forms/NotConnectedNotice";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import type { ContactField } from "@/lib/forms/rules";
import { ContactFormClient } from "./ContactFormClient";
import { contactFieldId } from "./ids";
import styles from "@/components/forms/Form.module.css";

/**
 * 'Send Us a Message', in the page's language. The words, the fields and the privacy line are rendered here, on
 * the server, inside the form's client part (./ContactFormClient.tsx), which holds its state; the lead is sent in
 * the page's language. It also works as a plain HTML form without JavaScript.
 */
export function ContactForm() {
  const locale = pageLocale();
  const copy = contactFormIn(locale);
  const fieldWords = fieldWordsIn(locale);
  /** The field record, checked against the rules' field names. */
  const fields: readonly FormFieldSpec<ContactField>[] = contactFieldsIn(locale);
  return (
    <ContactFormClient
      wording={{
        endpoint: contactEndpoint,
        label: copy.heading,
        legend: copy.legend,
        successMessage: copy.successMessage,
        submitLabel: copy.submitLabel,
        pendingLabel: copy.sendingLabel,
        retryLabel: copy.retryLabel,
        delivery: deliveryWordsFor(locale),
      }}
      notice={contactEndpoint ? null : <NotConnectedNotice what={copy.notConnectedWhat} />}
      honeypot={<Honeypot idPrefix="contact" label={fieldWords.honeypotLabel} />}
      serviceParam={SERVICE_PARAM}
      beforeSubmit={<PrivacyNote text={formPrivacyIn(locale).contact.note} />}
    >
      {/* "Fields marked * are required": part of the form, so it goes away with it while the thank-you shows. */}
      <p className={styles.hint}>{copy.requiredNote}</p>
      <input type="hidden" name="noticeVersion" value={site.privacy.noticeVersion} />
      <input type="hidden" name={LANGUAGE_FIELD} value={locale} />
      <div className={styles.grid}>
        {fields.map((spec) => (
          <SpecField
            key={spec.name}
            spec={spec}
            id={contactFieldId(spec.name)}
            optionalMark={fieldWords.optionalMark}
          />
        ))}
      </div>
    </ContactFormClient>
  );
}
