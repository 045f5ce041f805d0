"use client";
import { useCallback, useEffect } from "react";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import type { FormWording } from "@/components/forms/FormShell";
import { FormErrors } from "@/components/forms/FormErrors";
import { useCheckedForm } from "@/components/forms/useCheckedForm";
import { contactFieldId } from "./ids";
import styles from "@/components/forms/Form.module.css";

/**
 * Choose the service the visitor came from (`?service=<id>`: a service page's call to action, the chat's
 * quote), unless they already chose one. A page without JavaScript shows the form without a choice. The
 * parameter's name comes from the server, so the site's table of paths stays out of this page's JavaScript.
 */
function useServiceFromAddress(serviceParam: string) {
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(serviceParam);
    const select = document.getElementById(contactFieldId("service"));
    if (!id || !(select instanceof HTMLSelectElement) || select.value) return;
    // Each choice carries its service's id (data-key), so this page's JavaScript holds no list of services.
    const choice = [...select.options].find((option) => option.dataset.key === id);
    if (choice) select.value = choice.value;
  }, [serviceParam]);
}

/**
 * The contact form's state (./ContactForm.tsx renders its words and fields on the server, so this page's
 * JavaScript holds code only): validated on submit, each error under its field, then idle → sending →
 * thank-you → after 3 s an empty form again.
 */
export function ContactFormClient({
  wording,
  serviceParam,
  honeypot,
  notice,
  beforeSubmit,
  children,
}: {
  wording: FormWording;
  /** The address parameter that names the service the visitor came from. */
  serviceParam: string;
  honeypot: React.ReactNode;
  notice: React.ReactNode;
  beforeSubmit: React.ReactNode;
  /** The form's fields, as the server rendered them. */
  children: React.ReactNode;
}) {
  useServiceFromAddress(serviceParam);
  const onReset = useCallback((successHadFocus: boolean) => {
    // The form is shown again on the next render; put focus back on its first field.
    if (successHadFocus) requestAnimationFrame(() => document.getElementById(contactFieldId("name"))?.focus());
  }, []);
  const { errors, delivered } = useCheckedForm({
    endpoint: wording.endpoint,
    check: (logic, data) => logic.checkContact(data),
    fieldId: contactFieldId,
    onReset,
  });

  return (
    <DeliveredForm
      {...wording}
      className={styles.formWrap}
      {...delivered}
      honeypot={honeypot}
      notice={notice}
      beforeSubmit={beforeSubmit}
    >
      <FormErrors value={errors}>{children}</FormErrors>
    </DeliveredForm>
  );
}
