// The one way the forms reach ./submitLogic.ts: a dynamic import, so its code is a chunk of its own that
// downloads when a visitor starts on a form (focus, a tap, a dragged file) rather than with the page.

export type SubmitLogic = typeof import("./submitLogic");

let loading: Promise<SubmitLogic> | undefined;

/** The form rules and delivery, downloaded once; a failed download is tried again on the next call. */
export function loadSubmitLogic(): Promise<SubmitLogic> {
  loading ??= import("./submitLogic").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Start the download early (a form got focus); a failure here is reported by the send that needs it. */
export function preloadSubmitLogic(): void {
  loadSubmitLogic().catch(() => {});
}
