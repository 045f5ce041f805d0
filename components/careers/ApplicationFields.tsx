import type { JobOpening } from "@/content/careers";
import { applicationForm } from "@/content/careersBoard";
import { formPrivacy } from "@/content/formPrivacy";
import { site } from "@/content/site";
import type { FormFieldSpec } from "@/content/types";
import { ConsentField } from "@/components/forms/ConsentField";
import { applicationEndpoint } from "@/components/forms/endpoints";
import { SpecField } from "@/components/forms/Field";
import { FormShell, type FormWording } from "@/components/forms/FormShell";
import { deliveryWords } from "@/components/forms/deliveryWords";
import { initialSubmissionState } from "@/components/forms/machine";
import { NotConnectedNotice } from "@/components/forms/NotConnectedNotice";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { ResumeField } from "@/components/forms/ResumeField";
import type { ResumeDrop } from "@/components/forms/useResumeDrop";
import type { ApplicationField, FieldErrors } from "@/lib/forms/rules";
import { applicationFieldId as id } from "./ids";
import styles from "@/components/forms/Form.module.css";

// The job application's markup, with no state of its own: the server renders it into the apply
// dialog (ServedApplicationForm, a plain HTML form), and the running form (./ApplicationForm.tsx, downloaded
// when a visitor asks to apply) renders the same fields with its errors and the resume's drag and drop.

type Position = Pick<JobOpening, "id" | "title">;

/** The field record, checked against the rules' field names (the consent box is not in it). */
const fields: readonly FormFieldSpec<Exclude<ApplicationField, "consent">>[] = applicationForm.fields;

export const applicationWording: FormWording = {
  endpoint: applicationEndpoint,
  label: applicationForm.heading,
  legend: applicationForm.heading,
  honeypotPrefix: "application",
  successMessage: applicationForm.successMessage,
  submitLabel: applicationForm.submitLabel,
  pendingLabel: applicationForm.submittingLabel,
  retryLabel: applicationForm.retryLabel,
  delivery: deliveryWords,
};

/** The privacy line and the consent box, right above the submit button. */
export function ApplicationConsent({ error }: { error?: string }) {
  return (
    <>
      <PrivacyNote text={formPrivacy.application.note} />
      <ConsentField id={id("consent")} label={formPrivacy.application.consentLabel} error={error} />
    </>
  );
}

/** The lead, the position (the first job chosen) and every field of the record, each with its error. */
export function ApplicationFields({
  jobs,
  errors = {},
  fileName,
  resumeDrop,
  onFile,
}: {
  jobs: Position[];
  errors?: FieldErrors<ApplicationField>;
  fileName?: string;
  resumeDrop?: ResumeDrop;
  onFile?: (file: File | null) => void;
}) {
  return (
    <>
      <p className={styles.hint}>{applicationForm.lead}</p>
      <input type="hidden" name="noticeVersion" value={site.privacy.noticeVersion} />
      <div className={styles.grid}>
        <SpecField
          spec={applicationForm.positionField}
          id={id("position")}
          error={errors.position}
          options={jobs.map((job) => job.title)}
          defaultValue={jobs[0]?.title}
        />
        {fields.map((field) =>
          field.name === "resume" ? (
            <div key={field.name} className={styles.full}>
              <ResumeField
                id={id(field.name)}
                label={field.label}
                hint={field.hint}
                error={errors.resume}
                fileName={fileName}
                drop={resumeDrop}
                onFile={onFile}
              />
            </div>
          ) : (
            <SpecField key={field.name} spec={field} id={id(field.name)} error={errors[field.name]} />
          ),
        )}
      </div>
    </>
  );
}

/**
 * The application as the server serves it: a plain HTML form posting to the lead inbox, with the browser's own
 * checks. It is what a visitor without JavaScript uses, and what the apply dialog holds until the running form
 * has downloaded.
 */
export function ServedApplicationForm({ jobs }: { jobs: Position[] }) {
  return (
    <FormShell
      {...applicationWording}
      hydrated={false}
      state={initialSubmissionState}
      notice={applicationWording.endpoint ? null : <NotConnectedNotice what={applicationForm.notConnectedWhat} />}
      beforeSubmit={<ApplicationConsent />}
    >
      <ApplicationFields jobs={jobs} />
    </FormShell>
  );
}
