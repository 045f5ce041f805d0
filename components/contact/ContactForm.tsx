"use client";
import { useCallback, useRef, useState } from "react";
import { contactForm } from "@/content/contactForm";
import { formPrivacy } from "@/content/formPrivacy";
import { site } from "@/content/site";
import type { FormFieldSpec } from "@/content/types";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import { contactEndpoint } from "@/components/forms/endpoints";
import { SpecField } from "@/components/forms/Field";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import { maxLengths } from "@/lib/forms/limits";
import type { ContactField, FieldErrors } from "@/lib/forms/rules";
import styles from "@/components/forms/Form.module.css";

const copy = contactForm;
/** The field record, checked against the rules' field names. */
const fields: readonly FormFieldSpec<ContactField>[] = copy.fields;
const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * 'Send Us a Message' (spec 5.2): validated on submit, then idle → sending → thank-you → after 3 s an
 * empty form again. It also works as a plain HTML form without JavaScript.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});

  const onReset = useCallback(() => {
    formRef.current?.reset();
    setErrors({});
    const successHadFocus = successRef.current === document.activeElement;
    // The form is shown again on the next render; put focus back on its first field.
    if (successHadFocus) requestAnimationFrame(() => document.getElementById(fieldId("name"))?.focus());
  }, []);
  const { state, submit } = useFormSubmission({ endpoint: contactEndpoint, onReset });
  const sending = state.status === "submitting";

  function send() {
    const form = formRef.current;
    if (!form || sending) return;
    void submit(new FormData(form), (logic, data) => {
      const { errors: found, firstInvalid } = logic.checkContact(data);
      setErrors(found);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return !firstInvalid;
    });
  }

  return (
    <DeliveredForm
      className={styles.formWrap}
      endpoint={contactEndpoint}
      state={state}
      onSend={send}
      formRef={formRef}
      successRef={successRef}
      label={copy.heading}
      legend={copy.legend}
      honeypotPrefix="contact"
      notConnectedWhat={copy.notConnectedWhat}
      successMessage={copy.successMessage}
      submitLabel={copy.submitLabel}
      pendingLabel={copy.sendingLabel}
      retryLabel={copy.retryLabel}
      beforeSubmit={<PrivacyNote text={formPrivacy.contact.note} />}
    >
      <input type="hidden" name="noticeVersion" value={site.privacy.noticeVersion} />
      <div className={styles.grid}>
        {fields.map((field) => (
          <SpecField
            key={field.name}
            spec={field}
            id={fieldId(field.name)}
            error={errors[field.name]}
            limits={{ maxLength: maxLengths[field.name] }}
          />
        ))}
      </div>
    </DeliveredForm>
  );
}
