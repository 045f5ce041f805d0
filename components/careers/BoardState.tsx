"use client";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { Position } from "./applicationWords";
import { useHydrated } from "@/components/hooks/useHydrated";
import { formTouched } from "@/components/forms/formTouched";
import { APPLY_DIALOG_ID, OPENINGS_ID, applicationFieldId, detailsDialogId } from "./ids";
import { loadApplicationForm, preloadApplicationForm, type RunningApplicationForm } from "./loadApplicationForm";

// The careers board's state. The cards and each job's details are server-rendered (components/careers/
// CareersBoard.tsx); what needs state is here: which dialog is open (none, one job's details, or the
// application), the history entry it adds, and the application's running form, which downloads when the openings
// come into view; until then, and for good if it cannot be downloaded, the dialog holds the form as the server
// serves it. The buttons and dialogs that read this state are ./BoardControls.tsx.

/** Marks the history entry a dialog added (history.state), so closing it can take it back off. */
const OWN_ENTRY = "careersDialog";

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
  const [RunningForm, setRunningForm] = useState<RunningApplicationForm | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // A dialog opened from a button adds one history entry (its #hash), so a phone's Back closes it instead of
  // leaving the page. Closing it any other way takes that entry back off, so Back never does nothing visible.
  const ownEntry = useRef(false);
  const showInHistory = (hash: string) => {
    const url = `${window.location.pathname}${window.location.search}#${hash}`;
    // A fresh state object: the router adds its own and follows the new address.
    if (ownEntry.current) window.history.replaceState({ [OWN_ENTRY]: true }, "", url);
    else window.history.pushState({ [OWN_ENTRY]: true }, "", url);
    ownEntry.current = true;
  };
  const close = useCallback(() => {
    setView({ kind: "none" });
    if (ownEntry.current) {
      ownEntry.current = false;
      window.history.back();
    } else if (window.location.hash) {
      // Opened by a shared link: the address stops naming the closed dialog.
      window.history.replaceState({}, "", `${window.location.pathname}${window.location.search}`);
    }
  }, []);

  // The application opens once its running form is here. A served form the visitor already filled in (before
  // the page's scripts ran) stays as it is, and so does the served form if the download fails: both post as
  // plain HTML to the same inbox.
  const showApplication = useCallback(
    async (jobId: string, focusField: boolean) => {
      try {
        const Form = await loadApplicationForm();
        const served = document.getElementById(APPLY_DIALOG_ID)?.querySelector("form");
        // An updater, so the component itself is the new state (a function passed alone would be called).
        setRunningForm(
          (current: RunningApplicationForm | null) => current ?? (served && formTouched(served) ? null : Form),
        );
      } catch {
        // The served form works without it, and still shows the job asked for.
        const select = document.getElementById(applicationFieldId("position")) as HTMLSelectElement | null;
        const job = positions.find((j) => j.id === jobId);
        if (select && job) select.value = job.title;
      }
      setApplyRequest({ jobId });
      setView({ kind: "apply", jobId, focusField });
    },
    [positions],
  );

  // Who reaches the openings may apply, and a tap on a phone gives no hover beforehand: fetch the running form as
  // the list comes into view, so "Apply Now" opens at once. Opening the application before that loads it too.
  useEffect(() => {
    const openings = document.getElementById(OPENINGS_ID);
    if (!openings || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      preloadApplicationForm();
    });
    observer.observe(openings);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const job = positions.find((j) => detailsDialogId(j.id) === hash);
    const timer = setTimeout(() => {
      if (job) setView({ kind: "details", jobId: job.id });
      else if (hash === APPLY_DIALOG_ID) void showApplication(positions[0]?.id ?? "", false);
    });
    return () => clearTimeout(timer);
  }, [positions, showApplication]);

  // Back (or Forward) follows the address: one that names no dialog closes the open one.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const job = positions.find((j) => detailsDialogId(j.id) === hash);
      ownEntry.current = Boolean(job || hash === APPLY_DIALOG_ID) && Boolean(event.state?.[OWN_ENTRY]);
      if (job) setView({ kind: "details", jobId: job.id });
      else if (hash !== APPLY_DIALOG_ID) setView({ kind: "none" });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [positions]);

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
