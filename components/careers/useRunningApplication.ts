"use client";
import { useCallback, useState } from "react";
import { formTouched } from "@/components/forms/formTouched";
import { usePreloadWhenSeen } from "@/components/hooks/usePreloadWhenSeen";
import type { Position } from "./applicationWords";
import { APPLY_DIALOG_ID, OPENINGS_ID, applicationFieldId } from "./ids";
import { loadApplicationForm, preloadApplicationForm, type RunningApplicationForm } from "./loadApplicationForm";

/**
 * The application's running form: downloaded as the openings come into view (who reaches them may apply), or
 * when the application opens before that. Until then, and for good if it cannot be downloaded, the dialog holds
 * the form as the server serves it; so does a served form the visitor already filled in before the page's
 * scripts ran. Both post as plain HTML to the same inbox.
 */
export function useRunningApplication(positions: Position[]) {
  const [RunningForm, setRunningForm] = useState<RunningApplicationForm | null>(null);
  usePreloadWhenSeen(OPENINGS_ID, preloadApplicationForm);

  /** Gets the running form ready for `jobId`, or leaves the served one showing that job. */
  const prepare = useCallback(
    async (jobId: string) => {
      try {
        const Form = await loadApplicationForm();
        const served = document.getElementById(APPLY_DIALOG_ID)?.querySelector("form");
        // An updater, so the component itself is the new state (a function passed alone would be called).
        setRunningForm(
          (current: RunningApplicationForm | null) => current ?? (served && formTouched(served) ? null : Form),
        );
      } catch {
        const select = document.getElementById(applicationFieldId("position")) as HTMLSelectElement | null;
        const job = positions.find((j) => j.id === jobId);
        if (select && job) select.value = job.title;
      }
    },
    [positions],
  );

  return { RunningForm, prepare };
}
