import { loadOnce } from "@/lib/loadOnce";

// The one way the forms reach ./submitLogic.ts: a dynamic import, so its code is a chunk of its own that
// downloads when a visitor starts on a form (focus, a tap, a dragged file) rather than with the page.

export type SubmitLogic = typeof import("./submitLogic");

/** The form rules and delivery, downloaded once; a failed download is tried again on the next call. */
export const loadSubmitLogic = loadOnce(() => import("./submitLogic"));

/** Start the download early (a form got focus); a failure here is reported by the send that needs it. */
export function preloadSubmitLogic(): void {
  loadSubmitLogic().catch(() => {});
}
