"use client";
import { useCallback } from "react";
import type { FormFieldSpec } from "@/content/types";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import { SpecField, type FieldLimits } from "@/components/forms/Field";
import type { FormWording } from "@/components/forms/FormShell";
import { useCheckedForm } from "@/components/forms/useCheckedForm";
import type { ContactField } from "@/lib/forms/rules";
import styles from "@/components/forms/Form.module.css";

/** A field of the form as the server hands it over: its record and the limits the rules put on it. */
export interface ContactFieldProps {
  spec: FormFieldSpec<ContactField>;
  limits: FieldLimits;
}

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The contact form's state (./ContactForm.tsx passes its words, fields and privacy line from the server, so
 * this page's JavaScript holds code only): validated on submit, then idle → sending → thank-you → after 3 s an
 * empty form again.
 */
export function ContactFormClient({
  wording,
  fields,
  noticeVersion,
  notice,
  beforeSubmit,
}: {
  wording: FormWording;
  fields: readonly ContactFieldProps[];
  noticeVersion: string;
  notice: React.ReactNode;
  beforeSubmit: React.ReactNode;
}) {
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
      <input type="hidden" name="noticeVersion" value={noticeVersion} />
      <div className={styles.grid}>
        {fields.map(({ spec, limits }) => (
          <SpecField key={spec.name} spec={spec} id={fieldId(spec.name)} error={errors[spec.name]} limits={limits} />
        ))}
      </div>
    </DeliveredForm>
  );
}
