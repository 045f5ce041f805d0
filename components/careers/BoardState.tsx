"use client";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { Position } from "./applicationWords";
import { useHydrated } from "@/components/hooks/useHydrated";
import { APPLY_DIALOG_ID, detailsDialogId } from "./ids";
import type { RunningApplicationForm } from "./loadApplicationForm";
import { addressHash, useDialogHistory } from "./useDialogHistory";
import { useRunningApplication } from "./useRunningApplication";

// The careers board's state. The cards and each job's details are server-rendered (components/careers/
// CareersBoard.tsx); what needs state is here: which dialog is open (none, one job's details, or the
// application), composed of hooks of one concern each: the history entry a dialog adds (./useDialogHistory.ts)
// and the application's running form (./useRunningApplication.ts). The buttons and dialogs that read this state
// are ./BoardControls.tsx.

/** At most one dialog: none, the detail modal for one job, or the application dialog. */
type CareersView =
  | { kind: "none" }
  | { kind: "details"; jobId: string }
  /** `focusField`: opened from a button, so focus goes to the first field (a shared link shows the heading). */
  | { kind: "apply"; jobId: string; focusField: boolean };

interface Board {
  enhanced: boolean;
  /** The openings the application offers, in the board's order. */
  positions: Position[];
  view: CareersView;
  /** One new object per opening of the application, so the form pre-selects the job every time. */
  applyRequest: { jobId: string } | null;
  trigger: React.RefObject<HTMLElement | null>;
  /** The running application form, once downloaded; null while the dialog holds the served form. */
  RunningForm: RunningApplicationForm | null;
  openDetails: (jobId: string, el: HTMLElement) => void;
  openApply: (jobId: string, el?: HTMLElement) => void;
  close: () => void;
}

const BoardContext = createContext<Board | null>(null);

export function useBoard(): Board {
  const board = useContext(BoardContext);
  if (!board) throw new Error("Careers board controls must sit inside <BoardProvider>");
  return board;
}

/** Holds the board's state; a shared link to a job's details (#details-<id>) or to the form (#apply) opens it. */
export function BoardProvider({ positions, children }: { positions: Position[]; children: React.ReactNode }) {
  const enhanced = useHydrated();
  const [view, setView] = useState<CareersView>({ kind: "none" });
  const [applyRequest, setApplyRequest] = useState<{ jobId: string } | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const { RunningForm, prepare } = useRunningApplication(positions);

  // Back (or Forward) follows the address: one that names no dialog closes the open one.
  const followAddress = useCallback(
    (hash: string) => {
      const job = positions.find((j) => detailsDialogId(j.id) === hash);
      if (job) setView({ kind: "details", jobId: job.id });
      else if (hash !== APPLY_DIALOG_ID) setView({ kind: "none" });
      return Boolean(job) || hash === APPLY_DIALOG_ID;
    },
    [positions],
  );
  const { show: showInHistory, leave: leaveHistory } = useDialogHistory(followAddress);

  const close = useCallback(() => {
    setView({ kind: "none" });
    leaveHistory();
  }, [leaveHistory]);

  // The application opens once its running form is here, or the served form is known to stay.
  const showApplication = useCallback(
    async (jobId: string, focusField: boolean) => {
      await prepare(jobId);
      setApplyRequest({ jobId });
      setView({ kind: "apply", jobId, focusField });
    },
    [prepare],
  );

  useEffect(() => {
    const hash = addressHash();
    const job = positions.find((j) => detailsDialogId(j.id) === hash);
    const timer = setTimeout(() => {
      if (job) setView({ kind: "details", jobId: job.id });
      else if (hash === APPLY_DIALOG_ID) void showApplication(positions[0]?.id ?? "", false);
    });
    return () => clearTimeout(timer);
  }, [positions, showApplication]);

  const openDetails = (jobId: string, el: HTMLElement) => {
    trigger.current = el;
    showInHistory(detailsDialogId(jobId));
    setView({ kind: "details", jobId });
  };
  const openApply = (jobId: string, el?: HTMLElement) => {
    if (el) trigger.current = el;
    // From the details, the application takes the details' entry: Back returns to the openings.
    showInHistory(APPLY_DIALOG_ID);
    void showApplication(jobId, true);
  };

  return (
    <BoardContext.Provider
      value={{ enhanced, positions, view, applyRequest, trigger, RunningForm, openDetails, openApply, close }}
    >
      {children}
    </BoardContext.Provider>
  );
}
