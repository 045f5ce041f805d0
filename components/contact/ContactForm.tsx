import { contactForm as copy } from "@/content/contactForm";
import { SERVICE_PARAM } from "@/content/paths";
import { formPrivacy } from "@/content/formPrivacy";
import { site } from "@/content/site";
import type { FormFieldSpec } from "@/content/types";
import { contactEndpoint } from "@/components/forms/endpoints";
import { deliveryWords } from "@/components/forms/deliveryWords";
import { NotConnectedNotice } from "@/components/forms/NotConnectedNotice";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import type { ContactField } from "@/lib/forms/rules";
import { ContactFormClient } from "./ContactFormClient";

/** The field record, checked against the rules' field names. */
const fields: readonly FormFieldSpec<ContactField>[] = copy.fields;

/**
 * 'Send Us a Message'. The words, fields, caps and privacy line are read here, on the server, and
 * handed to the form's client part (./ContactFormClient.tsx). It also works as a plain HTML form without
 * JavaScript.
 */
export function ContactForm() {
  return (
    <ContactFormClient
      wording={{
        endpoint: contactEndpoint,
        label: copy.heading,
        legend: copy.legend,
        honeypotPrefix: "contact",
        successMessage: copy.successMessage,
        submitLabel: copy.submitLabel,
        pendingLabel: copy.sendingLabel,
        retryLabel: copy.retryLabel,
        delivery: deliveryWords,
      }}
      notice={contactEndpoint ? null : <NotConnectedNotice what={copy.notConnectedWhat} />}
      fields={fields}
      serviceParam={SERVICE_PARAM}
      noticeVersion={site.privacy.noticeVersion}
      requiredNote={copy.requiredNote}
      beforeSubmit={<PrivacyNote text={formPrivacy.contact.note} />}
    />
  );
}
