"use client";
import { useCallback, useEffect } from "react";
import { serviceSummaries } from "@/content/services";
import type { Locale } from "@/content/locales";
import type { FormFieldSpec } from "@/content/types";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import { SpecField } from "@/components/forms/Field";
import type { FormWording } from "@/components/forms/FormShell";
import { useCheckedForm } from "@/components/forms/useCheckedForm";
import type { ContactField } from "@/lib/forms/rules";
import styles from "@/components/forms/Form.module.css";

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * Choose the service the visitor came from (`?service=<id>`: a service page's call to action, the chat's
 * quote), unless they already chose one. A page without JavaScript shows the form without a choice. The
 * parameter's name comes from the server, so the site's table of paths stays out of this page's JavaScript.
 */
function useServiceFromAddress(serviceParam: string) {
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(serviceParam);
    const service = serviceSummaries.find((summary) => summary.id === id);
    const select = document.getElementById(fieldId("service"));
    if (service && select instanceof HTMLSelectElement && !select.value) select.value = service.navLabel;
  }, [serviceParam]);
}

/**
 * The contact form's state (./ContactForm.tsx passes its words, fields and privacy line from the server, so
 * this page's JavaScript holds code only): validated on submit, then idle → sending → thank-you → after 3 s an
 * empty form again.
 */
export function ContactFormClient({
  wording,
  fields,
  serviceParam,
  noticeVersion,
  language,
  requiredNote,
  notice,
  beforeSubmit,
}: {
  wording: FormWording;
  fields: readonly FormFieldSpec<ContactField>[];
  /** The address parameter that names the service the visitor came from. */
  serviceParam: string;
  noticeVersion: string;
  /** The page's language: the lead is checked, answered and kept in it. */
  language: Locale;
  /** "Fields marked * are required": part of the form, so it goes away with it while the thank-you shows. */
  requiredNote: string;
  notice: React.ReactNode;
  beforeSubmit: React.ReactNode;
}) {
  useServiceFromAddress(serviceParam);
  const onReset = useCallback((successHadFocus: boolean) => {
    // The form is shown again on the next render; put focus back on its first field.
    if (successHadFocus) requestAnimationFrame(() => document.getElementById(fieldId("name"))?.focus());
  }, []);
  const { errors, delivered } = useCheckedForm({
    endpoint: wording.endpoint,
    check: (logic, data) => logic.checkContact(data),
    fieldId,
    onReset,
  });

  return (
    <DeliveredForm {...wording} className={styles.formWrap} {...delivered} notice={notice} beforeSubmit={beforeSubmit}>
      <p className={styles.hint}>{requiredNote}</p>
      <input type="hidden" name="noticeVersion" value={noticeVersion} />
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
      <div className={styles.grid}>
        {fields.map((spec) => (
          <SpecField
            key={spec.name}
            spec={spec}
            id={fieldId(spec.name)}
            error={errors[spec.name]}
            optionalMark={wording.fieldWords?.optionalMark}
          />
        ))}
      </div>
    </DeliveredForm>
  );
}
