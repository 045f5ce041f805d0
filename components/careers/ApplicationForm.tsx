"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { JobOpening } from "@/content/careers";
import { applicationForm } from "@/content/careersBoard";
import { formPrivacy } from "@/content/formPrivacy";
import { site } from "@/content/site";
import type { FormFieldSpec } from "@/content/types";
import { ConsentField } from "@/components/forms/ConsentField";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import { applicationEndpoint } from "@/components/forms/endpoints";
import { FieldLabel, SpecField, type FieldLimits } from "@/components/forms/Field";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { ResumeField } from "@/components/forms/ResumeField";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import { loadSubmitLogic } from "@/components/forms/loadSubmitLogic";
import { EXPERIENCE_MAX_YEARS, maxLengths } from "@/lib/forms/limits";
import type { ApplicationField, FieldErrors } from "@/lib/forms/rules";
import styles from "@/components/forms/Form.module.css";

export const applicationFieldId = (field: ApplicationField | "position") => `application-${field}`;

/** The field record, checked against the rules' field names (the consent box is not in it). */
const fields: readonly FormFieldSpec<Exclude<ApplicationField, "consent">>[] = applicationForm.fields;

/** What the rules allow each text field: years of experience within bounds, every other text capped. */
function limitsOf(field: Exclude<ApplicationField, "consent" | "resume">): FieldLimits {
  return field === "experience" ? { min: 0, max: EXPERIENCE_MAX_YEARS, step: 0.5 } : { maxLength: maxLengths[field] };
}

/**
 * The job application (spec 5.1): validated on submit, focus to the first invalid field, then
 * idle → submitting → submitted; 3 s later `onDone` (the dialog closes) and the form resets.
 * A failed delivery keeps every value, the chosen file too.
 */
export function ApplicationForm({
  jobs,
  request,
  onDone,
}: {
  jobs: Pick<JobOpening, "id" | "title">[];
  request: { jobId: string } | null;
  onDone: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>({});
  const [fileName, setFileName] = useState("");

  // Every opening pre-selects its job: `request` is a new object per opening, so a hand-picked position or
  // the reset after sending (back to the first job) never outlives the next opening from the same card.
  useEffect(() => {
    const select = document.getElementById(applicationFieldId("position")) as HTMLSelectElement | null;
    const job = jobs.find((j) => j.id === request?.jobId);
    if (select && job) select.value = job.title;
  }, [request, jobs]);

  const onReset = useCallback(() => {
    formRef.current?.reset();
    setErrors({});
    setFileName("");
    onDone();
  }, [onDone]);
  const { state, submit } = useFormSubmission({ endpoint: applicationEndpoint, onReset });
  const submitting = state.status === "submitting";

  function onFile(file: File | null) {
    setFileName(file?.name ?? "");
    if (!file) return;
    // A refused file is flagged at once (and never sent); a good one clears the message. Should the rules fail
    // to download, the submit that needs them reports it.
    loadSubmitLogic()
      .then(({ validateResume }) => setErrors((current) => ({ ...current, resume: validateResume(file) })))
      .catch(() => {});
  }

  function send() {
    const form = formRef.current;
    if (!form || submitting) return;
    void submit(new FormData(form), (logic, data) => {
      const resumeInput = document.getElementById(applicationFieldId("resume")) as HTMLInputElement | null;
      const { errors: found, firstInvalid } = logic.checkApplication(data, resumeInput?.files?.[0] ?? null);
      setErrors(found);
      if (firstInvalid) document.getElementById(applicationFieldId(firstInvalid))?.focus();
      return !firstInvalid;
    });
  }

  const id = applicationFieldId;
  return (
    <DeliveredForm
      endpoint={applicationEndpoint}
      state={state}
      onSend={send}
      formRef={formRef}
      successRef={successRef}
      label={applicationForm.heading}
      legend={applicationForm.heading}
      honeypotPrefix="application"
      notConnectedWhat={applicationForm.notConnectedWhat}
      successMessage={applicationForm.successMessage}
      submitLabel={applicationForm.submitLabel}
      pendingLabel={applicationForm.submittingLabel}
      retryLabel={applicationForm.retryLabel}
      beforeSubmit={
        <>
          <PrivacyNote text={formPrivacy.application.note} />
          <ConsentField id={id("consent")} label={formPrivacy.application.consentLabel} error={errors.consent} />
        </>
      }
    >
      <p className={styles.hint}>{applicationForm.lead}</p>
      <input type="hidden" name="noticeVersion" value={site.privacy.noticeVersion} />
      <div className={styles.grid}>
        <div className={`${styles.field} ${styles.full}`}>
          <FieldLabel htmlFor={id("position")} label={applicationForm.positionLabel} required />
          <select id={id("position")} name="position" className={styles.input} defaultValue={jobs[0]?.title}>
            {jobs.map((job) => (
              <option key={job.id} value={job.title}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
        {fields.map((field) =>
          field.name === "resume" ? (
            <div key={field.name} className={styles.full}>
              <ResumeField
                id={id(field.name)}
                label={field.label}
                hint={field.hint}
                error={errors.resume}
                fileName={fileName}
                onFile={onFile}
              />
            </div>
          ) : (
            <SpecField
              key={field.name}
              spec={field}
              id={id(field.name)}
              error={errors[field.name]}
              limits={limitsOf(field.name)}
            />
          ),
        )}
      </div>
    </DeliveredForm>
  );
}
