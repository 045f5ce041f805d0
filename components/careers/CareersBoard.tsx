"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { JobOpening } from "@/content/careers";
import { applicationForm, jobBoard } from "@/content/careersBoard";
import { useHydrated } from "@/lib/hooks/useHydrated";
import { salaryRangeText } from "@/lib/salary";
import { fill } from "@/lib/template";
import { Dialog } from "@/components/ui/Dialog";
import { ArrowRightIcon } from "@/components/ui/icons";
import { ApplicationForm, applicationFieldId } from "./ApplicationForm";
import styles from "./Careers.module.css";
import { CheckList } from "@/components/ui/CheckList";

/** Spec 4: no modal, the detail modal for one job, or the application dialog. */
export type CareersView = { kind: "none" } | { kind: "details"; jobId: string } | { kind: "apply"; jobId: string };

export const APPLY_DIALOG_ID = "apply";
export const detailsDialogId = (jobId: string) => `details-${jobId}`;

/** A trigger: a real button once JavaScript runs, a link to the dialog's section before. */
function Trigger({
  enhanced,
  href,
  onOpen,
  className,
  children,
  describedBy,
}: {
  enhanced: boolean;
  href: string;
  onOpen: (el: HTMLElement) => void;
  className?: string;
  children: React.ReactNode;
  describedBy?: string;
}) {
  if (!enhanced) {
    return (
      <a href={href} className={className} aria-describedby={describedBy}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={(e) => onOpen(e.currentTarget)}
    >
      {children}
    </button>
  );
}

function salaryText(job: JobOpening) {
  return fill(jobBoard.salary, { range: salaryRangeText(job.salaryRange) });
}

export function CareersBoard({ jobs }: { jobs: JobOpening[] }) {
  const enhanced = useHydrated();
  const [view, setView] = useState<CareersView>({ kind: "none" });
  // One new object per opening of the application, so the form pre-selects the job every time.
  const [applyRequest, setApplyRequest] = useState<{ jobId: string } | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const firstField = useRef<HTMLElement | null>(null);

  const close = useCallback(() => setView({ kind: "none" }), []);

  // A shared link to a job's details (#details-<id>) or to the form (#apply) opens that dialog.
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const job = jobs.find((j) => detailsDialogId(j.id) === hash);
    const timer = setTimeout(() => {
      if (job) setView({ kind: "details", jobId: job.id });
      else if (hash === APPLY_DIALOG_ID) {
        const jobId = jobs[0]?.id ?? "";
        setApplyRequest({ jobId });
        setView({ kind: "apply", jobId });
      }
    });
    return () => clearTimeout(timer);
  }, [jobs]);
  const openDetails = (jobId: string, el: HTMLElement) => {
    trigger.current = el;
    setView({ kind: "details", jobId });
  };
  const openApply = (jobId: string, el?: HTMLElement) => {
    if (el) trigger.current = el;
    firstField.current = document.getElementById(applicationFieldId("fullName"));
    setApplyRequest({ jobId });
    setView({ kind: "apply", jobId });
  };

  return (
    <div>
      <ul className={styles.jobs}>
        {jobs.map((job) => (
          <li key={job.id} className={styles.job}>
            <article aria-labelledby={`job-${job.id}`} className={styles.jobInner}>
              <div className={styles.jobTop}>
                <span className={styles.badge}>{job.type}</span>
                <span className={styles.posted}>
                  {jobBoard.postedLabel} <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time>
                </span>
              </div>
              <h3 id={`job-${job.id}`} className={styles.jobTitle}>
                {job.title}
              </h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{jobBoard.factLabels.location}</dt>
                  <dd>{job.location}</dd>
                </div>
                <div>
                  <dt>{jobBoard.factLabels.type}</dt>
                  <dd>{job.type}</dd>
                </div>
                <div>
                  <dt>{jobBoard.factLabels.salary}</dt>
                  <dd>{salaryText(job)}</dd>
                </div>
                <div>
                  <dt>{jobBoard.factLabels.experience}</dt>
                  <dd>{job.experience}</dd>
                </div>
              </dl>
              <p className={styles.jobDescription}>{job.description}</p>
              <div className={styles.jobActions}>
                <Trigger
                  enhanced={enhanced}
                  href={`#${detailsDialogId(job.id)}`}
                  onOpen={(el) => openDetails(job.id, el)}
                  className={styles.secondaryButton}
                  describedBy={`job-${job.id}`}
                >
                  {jobBoard.detailsLabel}
                </Trigger>
                <Trigger
                  enhanced={enhanced}
                  href={`#${APPLY_DIALOG_ID}`}
                  onOpen={(el) => openApply(job.id, el)}
                  className={styles.primaryButton}
                  describedBy={`job-${job.id}`}
                >
                  {jobBoard.applyLabel}
                  <ArrowRightIcon size={18} />
                </Trigger>
              </div>
            </article>
          </li>
        ))}
      </ul>

      {jobs.map((job) => (
        <Dialog
          key={job.id}
          id={detailsDialogId(job.id)}
          open={view.kind === "details" && view.jobId === job.id}
          onClose={close}
          title={job.title}
          enhanced={enhanced}
          returnFocus={trigger}
          fallbackCloseHref={`#job-${job.id}`}
          description={
            <p className={styles.dialogMeta}>
              {job.location} · {job.type} · {salaryText(job)}
            </p>
          }
        >
          <p>{job.description}</p>
          <h3 className={styles.listHeading}>{jobBoard.responsibilitiesHeading}</h3>
          <CheckList items={job.responsibilities} className={styles.checkList} iconClassName={styles.checkIcon} />
          <h3 className={styles.listHeading}>{jobBoard.qualificationsHeading}</h3>
          <CheckList items={job.qualifications} className={styles.checkList} iconClassName={styles.checkIcon} />
          <h3 className={styles.listHeading}>{jobBoard.toolsHeading}</h3>
          <ul className={styles.tools}>
            {job.tools.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
          <div className={styles.dialogActions}>
            {enhanced ? (
              <button type="button" className={styles.primaryButton} onClick={() => openApply(job.id)}>
                {applicationForm.detailsApplyLabel}
              </button>
            ) : (
              <a href={`#${APPLY_DIALOG_ID}`} className={styles.primaryButton}>
                {applicationForm.detailsApplyLabel}
              </a>
            )}
          </div>
        </Dialog>
      ))}

      <Dialog
        id={APPLY_DIALOG_ID}
        open={view.kind === "apply"}
        onClose={close}
        title={applicationForm.heading}
        enhanced={enhanced}
        returnFocus={trigger}
        initialFocus={firstField}
        fallbackCloseHref="#open-positions"
        wide
      >
        <ApplicationForm jobs={jobs} request={applyRequest} onDone={close} />
      </Dialog>
    </div>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11-02" → "2 Nov 2026", identical on server and client. */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
