import { ConsentField } from "@/components/forms/ConsentField";
import { SpecField } from "@/components/forms/Field";
import { FormShell } from "@/components/forms/FormShell";
import { Honeypot } from "@/components/forms/Honeypot";
import { initialSubmissionState } from "@/components/forms/machine";
import { NotConnectedNotice } from "@/components/forms/NotConnectedNotice";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { ResumeField } from "@/components/forms/ResumeField";
import type { ResumeDrop } from "@/components/forms/useResumeDrop";
import { LANGUAGE_FIELD } from "@/lib/forms/language";
import type { ApplicationWords, Position } from "./applicationWords";
import { applicationFieldId as id } from "./ids";
import styles from "@/components/forms/Form.module.css";

// The job application's markup, with no state of its own: the server renders it into the apply
// dialog (ServedApplicationForm, a plain HTML form), and the running form (./ApplicationForm.tsx, downloaded
// when a visitor asks to apply) renders the same fields with its errors and the resume's drag and drop.
// Its words come as props (./applicationWords.ts), in the page's language.

/** The spam trap, in the page's language. */
export function ApplicationHoneypot({ words }: { words: ApplicationWords }) {
  return <Honeypot idPrefix="application" label={words.wording.fieldWords?.honeypotLabel} />;
}

/** The privacy line and the consent box, right above the submit button. */
export function ApplicationConsent({ words, error }: { words: ApplicationWords; error?: string }) {
  return (
    <>
      <PrivacyNote text={words.privacy.note} />
      <ConsentField id={id("consent")} label={words.privacy.consentLabel} error={error} />
    </>
  );
}

/** The lead, the position (the first job chosen) and every field of the record, each with its error. */
export function ApplicationFields({
  jobs,
  words,
  resumeError,
  fileName,
  resumeDrop,
  onFile,
}: {
  jobs: Position[];
  words: ApplicationWords;
  /** The resume's error (the other fields' come from the form around them: FormErrors). */
  resumeError?: string;
  fileName?: string;
  resumeDrop?: ResumeDrop;
  onFile?: (file: File | null) => void;
}) {
  const { copy } = words;
  const optionalMark = words.wording.fieldWords?.optionalMark;
  return (
    <>
      <p className={styles.hint}>{copy.lead}</p>
      <input type="hidden" name="noticeVersion" value={words.noticeVersion} />
      <input type="hidden" name={LANGUAGE_FIELD} value={words.language} />
      <div className={styles.grid}>
        <SpecField
          spec={copy.positionField}
          id={id("position")}
          options={jobs.map((job) => job.value)}
          optionLabels={jobs.map((job) => job.title)}
          defaultValue={jobs[0]?.value}
          optionalMark={optionalMark}
        />
        {copy.fields.map((field) =>
          field.name === "resume" ? (
            <div key={field.name} className={styles.full}>
              <ResumeField
                id={id(field.name)}
                label={field.label}
                hint={field.hint}
                words={copy.resumeDrop}
                error={resumeError}
                fileName={fileName}
                drop={resumeDrop}
                onFile={onFile}
              />
            </div>
          ) : (
            <SpecField key={field.name} spec={field} id={id(field.name)} optionalMark={optionalMark} />
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
export function ServedApplicationForm({ jobs, words }: { jobs: Position[]; words: ApplicationWords }) {
  return (
    <FormShell
      {...words.wording}
      hydrated={false}
      state={initialSubmissionState}
      honeypot={<ApplicationHoneypot words={words} />}
      notice={words.wording.endpoint ? null : <NotConnectedNotice what={words.copy.notConnectedWhat} />}
      beforeSubmit={<ApplicationConsent words={words} />}
    >
      <ApplicationFields jobs={jobs} words={words} />
    </FormShell>
  );
}
