import { formatDate } from "@/lib/dates";
import type { JobOpening } from "@/lib/content/jobs";
import type { JobBoardCopy } from "@/lib/content/careers";
import type { Locale } from "@/lib/locales";
import { careersIn } from "@/lib/content/careers";
import { jobOpeningsIn } from "@/lib/content/jobs";
import { salaryRangeText } from "@/lib/salary";
import { fill } from "@/lib/template";
import { ArrowRightIcon } from "@/components/ui/icons";
import { CheckList } from "@/components/ui/CheckList";
import { ServedApplicationForm } from "./ApplicationFields";
import { ApplyDialog, DetailsDialog, OpenButton } from "./BoardControls";
import { BoardProvider } from "./BoardState";
import { applicationWordsFor, positionsOf } from "./applicationWordsFor";
import { cx } from "@/lib/classNames";
import styles from "./Careers.module.css";

function salaryText(job: JobOpening, jobBoard: JobBoardCopy) {
  return fill(jobBoard.salary, { range: salaryRangeText(job.salaryRange) });
}

/**
 * The salary in a narrow column: the range never splits across lines, but the unit after it ("/ month") may go
 * to the next line rather than run into the column beside it.
 */
function SalaryFact({ job, jobBoard }: { job: JobOpening; jobBoard: JobBoardCopy }) {
  const [before = "", after = ""] = jobBoard.salary.split("{range}");
  return (
    <>
      {/* One text node: the price range is read (and found) whole. */}
      <span className="nowrap">{`${before}${salaryRangeText(job.salaryRange)}`}</span>{" "}
      <span className="nowrap">{after.trim()}</span>
    </>
  );
}

/**
 * The job board: a card per opening, each job's details in a dialog, and the application dialog.
 * Rendered on the server, so the jobs are in the served HTML and not in the page's JavaScript; the buttons and
 * dialogs that need state are the client leaves of ./BoardControls.tsx, over ./BoardState.tsx.
 */
export function CareersBoard({ locale }: { locale: Locale }) {
  const { jobBoard, applicationForm } = careersIn(locale);
  const jobs = jobOpeningsIn(locale);
  const positions = positionsOf(jobs);
  const words = applicationWordsFor(locale);
  return (
    <BoardProvider positions={positions}>
      <div>
        <ul className={cx("card-grid", styles.jobs)}>
          {jobs.map((job) => (
            <li key={job.id} className={styles.job}>
              <article aria-labelledby={`job-${job.id}`} className={styles.jobInner}>
                <div className={styles.jobTop}>
                  <span className={styles.badge}>{jobBoard.types[job.type]}</span>
                  <span className={styles.posted}>
                    {jobBoard.postedLabel}{" "}
                    <time dateTime={job.datePosted}>{formatDate(job.datePosted, locale, "short")}</time>
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
                    <dd>{jobBoard.types[job.type]}</dd>
                  </div>
                  <div>
                    <dt>{jobBoard.factLabels.salary}</dt>
                    <dd>
                      <SalaryFact job={job} jobBoard={jobBoard} />
                    </dd>
                  </div>
                  <div>
                    <dt>{jobBoard.factLabels.experience}</dt>
                    <dd>{job.experience}</dd>
                  </div>
                </dl>
                <p className={styles.jobDescription}>{job.description}</p>
                <div className={styles.jobActions}>
                  <OpenButton
                    opens="details"
                    jobId={job.id}
                    className={styles.secondaryButton}
                    describedBy={`job-${job.id}`}
                  >
                    {jobBoard.detailsLabel}
                  </OpenButton>
                  <OpenButton
                    opens="apply"
                    jobId={job.id}
                    className={styles.primaryButton}
                    describedBy={`job-${job.id}`}
                  >
                    {jobBoard.applyLabel}
                    <ArrowRightIcon size={18} />
                  </OpenButton>
                </div>
              </article>
            </li>
          ))}
        </ul>

        {jobs.map((job) => (
          <DetailsDialog
            key={job.id}
            jobId={job.id}
            title={job.title}
            description={
              <p className={styles.dialogMeta}>
                {job.location} · {jobBoard.types[job.type]} ·{" "}
                <span className="nowrap">{salaryText(job, jobBoard)}</span>
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
              <OpenButton opens="apply" jobId={job.id} fromDetails className={styles.primaryButton}>
                {applicationForm.detailsApplyLabel}
              </OpenButton>
            </div>
          </DetailsDialog>
        ))}

        <ApplyDialog title={applicationForm.heading} words={words}>
          <ServedApplicationForm jobs={positions} words={words} />
        </ApplyDialog>
      </div>
    </BoardProvider>
  );
}
