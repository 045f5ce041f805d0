"use client";
import { useCallback, useEffect, useState } from "react";
import { FormErrors } from "@/components/forms/FormErrors";
import { DeliveredForm } from "@/components/forms/DeliveredForm";
import { loadSubmitLogic } from "@/components/forms/loadSubmitLogic";
import { useCheckedForm } from "@/components/forms/useCheckedForm";
import { useResumeDrop } from "@/components/forms/useResumeDrop";
import { ApplicationConsent, ApplicationFields, ApplicationHoneypot } from "./ApplicationFields";
import type { ApplicationWords, Position } from "./applicationWords";
import { applicationFieldId } from "./ids";

/**
 * The job application once it runs: validated on submit, focus to the first invalid field, then
 * idle → submitting → submitted; 3 s later `onDone` (the dialog closes) and the form resets. A failed
 * delivery keeps every value, the chosen file too. Downloaded when the openings come into view
 * (./loadApplicationForm.ts); its markup is ./ApplicationFields.tsx, the same the server serves.
 */
export function ApplicationForm({
  jobs,
  words,
  request,
  onDone,
}: {
  jobs: Position[];
  words: ApplicationWords;
  request: { jobId: string } | null;
  onDone: () => void;
}) {
  const [fileName, setFileName] = useState("");
  const onReset = useCallback(() => {
    setFileName("");
    onDone();
  }, [onDone]);
  const { errors, setErrors, delivered } = useCheckedForm({
    endpoint: words.wording.endpoint,
    // The resume is read from its input, where a drop puts the file too.
    check: (logic, data) =>
      logic.checkApplication(
        data,
        (document.getElementById(applicationFieldId("resume")) as HTMLInputElement | null)?.files?.[0] ?? null,
      ),
    fieldId: applicationFieldId,
    onReset,
  });

  // Every opening pre-selects its job: `request` is a new object per opening, so a hand-picked position or
  // the reset after sending (back to the first job) never outlives the next opening from the same card.
  useEffect(() => {
    const select = document.getElementById(applicationFieldId("position")) as HTMLSelectElement | null;
    const job = jobs.find((j) => j.id === request?.jobId);
    if (select && job) select.value = job.value;
  }, [request, jobs]);

  function onFile(file: File | null) {
    setFileName(file?.name ?? "");
    if (!file) return;
    // A refused file is flagged at once (and never sent); a good one clears the message. Should the rules fail
    // to download, the submit that needs them reports it.
    loadSubmitLogic()
      .then(({ validateResume }) => setErrors((current) => ({ ...current, resume: validateResume(file) })))
      .catch(() => {});
  }
  const resumeDrop = useResumeDrop(applicationFieldId("resume"), onFile);

  return (
    <DeliveredForm
      {...words.wording}
      {...delivered}
      honeypot={<ApplicationHoneypot words={words} />}
      beforeSubmit={<ApplicationConsent words={words} error={errors.consent} />}
    >
      <FormErrors value={errors}>
        <ApplicationFields
          jobs={jobs}
          words={words}
          resumeError={errors.resume}
          fileName={fileName}
          resumeDrop={resumeDrop}
          onFile={onFile}
        />
      </FormErrors>
    </DeliveredForm>
  );
}
