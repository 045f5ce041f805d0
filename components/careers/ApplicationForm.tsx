"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { applicationForm, type JobOpening } from "@/content/careers";
import { formPrivacy } from "@/content/formPrivacy";
import { site } from "@/content/site";
import { ConsentField } from "@/components/forms/ConsentField";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import { applicationEndpoint } from "@/components/forms/endpoints";
import { FieldLabel, TextField } from "@/components/forms/Field";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { ResumeField } from "@/components/forms/ResumeField";
import { useFormSubmission } from "@/components/forms/useFormSubmission";
import {
  applicationFieldOrder,
  applicationTextFields,
  EXPERIENCE_MAX_YEARS,
  firstInvalidField,
  maxLengths,
  textValues,
  validateApplication,
  validateResume,
  type ApplicationField,
  type FieldErrors,
} from "@/lib/forms/rules";
import styles from "@/components/forms/Form.module.css";

export const applicationFieldId = (field: ApplicationField | "position") => `application-${field}`;

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
  jobs: JobOpening[];
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
    // A refused file is flagged at once (and never sent); a good one clears the message.
    setErrors((current) => ({ ...current, resume: file ? validateResume(file) : current.resume }));
  }

  function send() {
    const form = formRef.current;
    if (!form || submitting) return;
    const data = new FormData(form);
    const resumeInput = document.getElementById(applicationFieldId("resume")) as HTMLInputElement | null;
    const found = validateApplication({
      ...textValues(data, [...applicationTextFields, "consent"]),
      resume: resumeInput?.files?.[0] ?? null,
    });
    setErrors(found);
    const first = firstInvalidField(applicationFieldOrder, found);
    if (first) {
      document.getElementById(applicationFieldId(first))?.focus();
      return;
    }
    void submit(data);
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
      notConnectedWhat="your application"
      successMessage={applicationForm.successMessage}
      submitLabel={applicationForm.submitLabel}
      pendingLabel={applicationForm.submittingLabel}
      retryLabel="Try submitting again"
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
          <FieldLabel htmlFor={id("position")} label="Position" required />
          <select id={id("position")} name="position" className={styles.input} defaultValue={jobs[0]?.title}>
            {jobs.map((job) => (
              <option key={job.id} value={job.title}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={id("fullName")}
          name="fullName"
          label="Full name"
          required
          maxLength={maxLengths.fullName}
          autoComplete="name"
          error={errors.fullName}
          className={styles.full}
        />
        <TextField
          id={id("phone")}
          name="phone"
          label="Phone number"
          required
          maxLength={maxLengths.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone}
        />
        <TextField
          id={id("email")}
          name="email"
          label="Email"
          required
          maxLength={maxLengths.email}
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          id={id("github")}
          name="github"
          label="GitHub profile"
          maxLength={maxLengths.github}
          type="url"
          inputMode="url"
          placeholder="https://github.com/yourname"
          error={errors.github}
        />
        <TextField
          id={id("linkedin")}
          name="linkedin"
          label="LinkedIn profile"
          maxLength={maxLengths.linkedin}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/yourname"
          error={errors.linkedin}
        />
        <div className={styles.full}>
          <ResumeField id={id("resume")} error={errors.resume} fileName={fileName} onFile={onFile} />
        </div>
        <TextField
          id={id("experience")}
          name="experience"
          label="Experience (years)"
          required
          type="number"
          min={0}
          max={EXPERIENCE_MAX_YEARS}
          step={0.5}
          inputMode="decimal"
          error={errors.experience}
          className={styles.full}
        />
        <TextField
          id={id("currentSalary")}
          name="currentSalary"
          label="Current salary"
          maxLength={maxLengths.currentSalary}
          hint="Monthly, in ₹, e.g. 40,000"
          error={errors.currentSalary}
        />
        <TextField
          id={id("expectedSalary")}
          name="expectedSalary"
          label="Expected salary"
          maxLength={maxLengths.expectedSalary}
          hint="Monthly, in ₹, e.g. 55,000"
          error={errors.expectedSalary}
        />
      </div>
    </DeliveredForm>
  );
}
