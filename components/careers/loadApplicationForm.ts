import { loadOnce } from "@/lib/loadOnce";

// The running application form (./ApplicationForm.tsx) is a chunk of its own: the careers page serves the form's
// markup, and its code downloads when a visitor heads for an "Apply" button or opens the application.

export type RunningApplicationForm = typeof import("./ApplicationForm").ApplicationForm;

/** The running form, downloaded once; a failed download is tried again on the next call. */
export const loadApplicationForm = loadOnce(() => import("./ApplicationForm").then((m) => m.ApplicationForm));

/** Start the download early (a pointer or focus reached an "Apply" button); a failure is retried on opening. */
export function preloadApplicationForm(): void {
  loadApplicationForm().catch(() => {});
}
