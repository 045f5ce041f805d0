"use client";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { isSpam } from "@/lib/forms/rules";
import { deliver, SIMULATED_DELAY_MS, wait } from "./delivery";
import { initialSubmissionState, submissionReducer, SUCCESS_DISPLAY_MS } from "./machine";

/**
 * Runs a form's submission through the state machine: one delivery in flight at a time, the success
 * state for 3 s, then `onReset` (clear the form, close the dialog). A filled honeypot sends nothing
 * and looks exactly like a success.
 */
export function useFormSubmission({ endpoint, onReset }: { endpoint: string | undefined; onReset?: () => void }) {
  const [state, dispatch] = useReducer(submissionReducer, initialSubmissionState);
  const inFlight = useRef(false);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  }, [onReset]);

  const submit = useCallback(
    async (data: FormData): Promise<"succeeded" | "failed" | "busy"> => {
      if (inFlight.current) return "busy";
      inFlight.current = true;
      dispatch({ type: "submit" });
      try {
        if (isSpam(data)) {
          await wait(SIMULATED_DELAY_MS);
          dispatch({ type: "succeed" });
          return "succeeded";
        }
        const result = await deliver(endpoint, data);
        dispatch(
          result.ok ? { type: "succeed" } : { type: "fail", reason: result.reason, httpStatus: result.httpStatus },
        );
        return result.ok ? "succeeded" : "failed";
      } finally {
        inFlight.current = false;
      }
    },
    [endpoint],
  );

  useEffect(() => {
    if (state.status !== "succeeded") return;
    const timer = setTimeout(() => {
      dispatch({ type: "reset" });
      onResetRef.current?.();
    }, SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  return { state, submit };
}
