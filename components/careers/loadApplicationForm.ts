import { loadOnce } from "@/lib/loadOnce";

// The running application form (./ApplicationForm.tsx) is a chunk of its own: the careers page serves the form's
// markup, and its code downloads when the openings come into view or the application is opened, whichever comes
// first.

export type RunningApplicationForm = typeof import("./ApplicationForm").ApplicationForm;

/** The running form, downloaded once; a failed download is tried again on the next call. */
export const loadApplicationForm = loadOnce(() => import("./ApplicationForm").then((m) => m.ApplicationForm));

/** Start the download before it is needed; a failure is retried on opening. */
export function preloadApplicationForm(): void {
  loadApplicationForm().catch(() => {});
}
