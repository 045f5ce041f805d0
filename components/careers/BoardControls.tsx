"use client";
import { Dialog } from "@/components/ui/Dialog";
import { useBoard } from "./BoardState";
import { APPLY_DIALOG_ID, OPENINGS_ID, applicationFieldId, detailsDialogId } from "./ids";
import type { ApplicationWords } from "./applicationWords";

// The careers board's interactive leaves: the buttons that open a dialog and the dialogs around the
// server-rendered content, all reading the board's state (./BoardState.tsx).

/**
 * A card's "View Details" or "Apply Now", and the details' "Apply for This Position": a real button once
 * JavaScript runs, a link to the dialog's section before. Closing a dialog returns focus to the card's button
 * that opened it; the details' own button (`fromDetails`) leaves that as it is.
 */
export function OpenButton({
  opens,
  jobId,
  fromDetails = false,
  className,
  describedBy,
  children,
}: {
  opens: "details" | "apply";
  jobId: string;
  fromDetails?: boolean;
  className?: string;
  describedBy?: string;
  children: React.ReactNode;
}) {
  const { enhanced, openDetails, openApply } = useBoard();
  if (!enhanced) {
    const href = `#${opens === "details" ? detailsDialogId(jobId) : APPLY_DIALOG_ID}`;
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
      onClick={(e) =>
        opens === "details"
          ? openDetails(jobId, e.currentTarget)
          : openApply(jobId, fromDetails ? undefined : e.currentTarget)
      }
    >
      {children}
    </button>
  );
}

/** One job's details dialog around its server-rendered content. */
export function DetailsDialog({
  jobId,
  title,
  description,
  children,
}: {
  jobId: string;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  const { enhanced, view, trigger, close } = useBoard();
  return (
    <Dialog
      id={detailsDialogId(jobId)}
      open={view.kind === "details" && view.jobId === jobId}
      onClose={close}
      title={title}
      enhanced={enhanced}
      returnFocus={trigger}
      fallbackCloseHref={`#job-${jobId}`}
      description={description}
    >
      {children}
    </Dialog>
  );
}

/** The application dialog: the served form (`children`) until the running form is here. */
export function ApplyDialog({
  title,
  words,
  children,
}: {
  title: string;
  words: ApplicationWords;
  children: React.ReactNode;
}) {
  const { enhanced, positions, view, applyRequest, trigger, RunningForm, close } = useBoard();
  return (
    <Dialog
      id={APPLY_DIALOG_ID}
      open={view.kind === "apply"}
      onClose={close}
      title={title}
      enhanced={enhanced}
      returnFocus={trigger}
      initialFocusId={view.kind === "apply" && view.focusField ? applicationFieldId("fullName") : undefined}
      fallbackCloseHref={`#${OPENINGS_ID}`}
      wide
    >
      {RunningForm ? <RunningForm jobs={positions} words={words} request={applyRequest} onDone={close} /> : children}
    </Dialog>
  );
}
