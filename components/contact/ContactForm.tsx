import { SERVICE_PARAM } from "@/content/paths";
import { contactPageFor, formPrivacyFor } from "@/content/localizedForms";
import { fieldWordsFor } from "@/content/localized";
import { site } from "@/content/site";
import type { FormFieldSpec } from "@/content/types";
import { pageLocale } from "@/components/i18n/pageLocale";
import { contactEndpoint } from "@/components/forms/endpoints";
import { deliveryWordsFor } from "@/components/forms/deliveryWords";
import { NotConnectedNotice } from "@/components/forms/NotConnectedNotice";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import type { ContactField } from "@/lib/forms/rules";
import { ContactFormClient } from "./ContactFormClient";

/**
 * 'Send Us a Message', in the page's language. The words, fields, caps and privacy line are read here, on the
 * server, and handed to the form's client part (./ContactFormClient.tsx), with the language the lead is sent
 * in. It also works as a plain HTML form without JavaScript.
 */
export function ContactForm() {
  const locale = pageLocale();
  const copy = contactPageFor(locale).form;
  /** The field record, checked against the rules' field names. */
  const fields: readonly FormFieldSpec<ContactField>[] = copy.fields;
  return (
    <ContactFormClient
      wording={{
        endpoint: contactEndpoint,
        label: copy.heading,
        legend: copy.legend,
        honeypotPrefix: "contact",
        fieldWords: fieldWordsFor(locale),
        successMessage: copy.successMessage,
        submitLabel: copy.submitLabel,
        pendingLabel: copy.sendingLabel,
        retryLabel: copy.retryLabel,
        delivery: deliveryWordsFor(locale),
      }}
      notice={contactEndpoint ? null : <NotConnectedNotice what={copy.notConnectedWhat} />}
      fields={fields}
      serviceParam={SERVICE_PARAM}
      noticeVersion={site.privacy.noticeVersion}
      language={locale}
      requiredNote={copy.requiredNote}
      beforeSubmit={<PrivacyNote text={formPrivacyFor(locale).contact.note} />}
    />
  );
}
