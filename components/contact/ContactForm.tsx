"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { contactPage } from "@/content/contact";
import { DeliveryAlert, NotConnectedNotice } from "@/components/forms/DeliveryAlert";
import { contactEndpoint } from "@/components/forms/endpoints";
import { TextAreaField, TextField } from "@/components/forms/Field";
import { Honeypot } from "@/components/forms/Honeypot";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import { useHydrated } from "@/components/forms/useHydrated";
import {
  contactFieldOrder,
  firstInvalidField,
  textValues,
  validateContact,
  type ContactField,
  type FieldErrors,
} from "@/components/forms/validation";
import { CheckIcon } from "@/components/ui/icons";
import styles from "@/components/forms/Form.module.css";

const copy = contactPage.form;
const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * 'Send Us a Message' (spec 5.2): validated on submit, then idle → sending → thank-you → after 3 s an
 * empty form again. With an endpoint it also works as a plain HTML form without JavaScript.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const hydrated = useHydrated();

  const onReset = useCallback(() => {
    formRef.current?.reset();
    setErrors({});
    const successHadFocus = successRef.current === document.activeElement;
    // The form is shown again on the next render; put focus back on its first field.
    if (successHadFocus) requestAnimationFrame(() => document.getElementById(fieldId("name"))?.focus());
  }, []);
  const { state, submit } = useFormSubmission({ endpoint: contactEndpoint, onReset });
  const sending = state.status === "submitting";
  const succeeded = state.status === "succeeded";

  // After delivery: focus the thank-you message, or on failure the alert's retry button (the alert
  // itself is announced), so the next step is one key away.
  useEffect(() => {
    if (state.status === "succeeded") successRef.current?.focus();
    if (state.status === "failed") formRef.current?.querySelector<HTMLButtonElement>("[data-retry]")?.focus();
  }, [state]);

  function send() {
    const form = formRef.current;
    if (!form || sending) return;
    const data = new FormData(form);
    const found = validateContact(textValues(data, contactFieldOrder));
    setErrors(found);
    const first = firstInvalidField(contactFieldOrder, found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    void submit(data);
  }

  const notConnected = !contactEndpoint;
  return (
    <div className={styles.formWrap}>
      {notConnected ? <NotConnectedNotice what="your message" /> : null}
      <p ref={successRef} role="status" tabIndex={-1} className={succeeded ? styles.success : "visually-hidden"}>
        {succeeded ? (
          <>
            <CheckIcon className={styles.successIcon} size={24} />
            <span>{copy.successMessage}</span>
          </>
        ) : null}
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        hidden={succeeded}
        aria-label={copy.heading}
        action={contactEndpoint}
        method={contactEndpoint ? "post" : undefined}
        encType={contactEndpoint ? "multipart/form-data" : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <fieldset className={styles.fieldset} disabled={notConnected && !hydrated}>
          <legend className="visually-hidden">Your details</legend>
          <Honeypot idPrefix="contact" />
          <div className={styles.grid}>
            <TextField id={fieldId("name")} name="name" label="Name" required autoComplete="name" error={errors.name} className={styles.full} />
            <TextField id={fieldId("phone")} name="phone" label="Phone" required type="tel" autoComplete="tel" inputMode="tel" error={errors.phone} />
            <TextField id={fieldId("email")} name="email" label="Email" required type="email" autoComplete="email" error={errors.email} />
            <TextAreaField id={fieldId("message")} name="message" label="Message" rows={5} placeholder={copy.messagePlaceholder} className={styles.full} />
          </div>
          {state.status === "failed" ? (
            <DeliveryAlert reason={state.reason} httpStatus={state.httpStatus} onRetry={send} retryLabel="Try sending again" />
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={sending}>
              {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {sending ? copy.sendingLabel : copy.submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
