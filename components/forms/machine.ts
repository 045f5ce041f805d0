// The submission state machine shared by both forms, as a pure reducer.
//   idle --submit--> submitting --succeed--> succeeded --reset (after 3 s)--> idle
//                               --fail-->    failed    --submit (retry)-->   submitting
// One submission at a time: "submit" while submitting is ignored.

export type FailureReason = "network" | "timeout" | "http";

export type SubmissionState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "succeeded" }
  | { status: "failed"; reason: FailureReason; httpStatus?: number };

export type SubmissionEvent =
  | { type: "submit" }
  | { type: "succeed" }
  | { type: "fail"; reason: FailureReason; httpStatus?: number }
  | { type: "reset" };

export const initialSubmissionState: SubmissionState = { status: "idle" };

/** The success message shows for 3 seconds, then the form resets. */
export const SUCCESS_DISPLAY_MS = 3000;
/** Demo mode only (NEXT_PUBLIC_FORMS=demo; docs/decisions.md, "The simulated send"): no endpoint, wait 2 seconds, report success. */
export const SIMULATED_DELAY_MS = 2000;
/** No answer within 15 s counts as a failure; the visitor keeps every value and can retry. */
export const DELIVERY_TIMEOUT_MS = 15_000;

export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case "submit":
      return state.status === "idle" || state.status === "failed" ? { status: "submitting" } : state;
    case "succeed":
      return state.status === "submitting" ? { status: "succeeded" } : state;
    case "fail":
      return state.status === "submitting"
        ? { status: "failed", reason: event.reason, httpStatus: event.httpStatus }
        : state;
    case "reset":
      return state.status === "submitting" ? state : initialSubmissionState;
  }
}
