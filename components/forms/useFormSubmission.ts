"use client";
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { DeliveryResult } from "./delivery";
import { loadSubmitLogic, type SubmitLogic } from "./loadSubmitLogic";
import { initialSubmissionState, submissionReducer, SUCCESS_DISPLAY_MS } from "./machine";

/**
 * The form's own check before anything is sent, with the rules loaded: it shows its errors, moves focus,
 * and answers whether the data may go.
 */
export type FormCheck = (logic: SubmitLogic, data: FormData) => boolean;

/**
 * Runs a form's submission through the state machine: one submission in flight at a time (its check
 * included), the success state for 3 s, then `onReset` (clear the form, close the dialog) — or, with
 * `keepResult`, the success state stays (a result screen replaces the form). A filled honeypot is sent like any
 * other. If the rules and delivery code cannot be downloaded, that is a network failure like any other: nothing
 * sent, every value kept, retry offered. `submit` answers with the delivery's result (the endpoint's JSON answer
 * with it), or undefined when nothing went (one already in flight, or the check refused).
 */
export function useFormSubmission({
  endpoint,
  onReset,
  keepResult = false,
}: {
  endpoint: string | undefined;
  onReset?: () => void;
  keepResult?: boolean;
}) {
  const [state, dispatch] = useReducer(submissionReducer, initialSubmissionState);
  const inFlight = useRef(false);
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  }, [onReset]);

  const submit = useCallback(
    async (data: FormData, check?: FormCheck): Promise<DeliveryResult | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        let logic: SubmitLogic;
        try {
          logic = await loadSubmitLogic();
        } catch {
          dispatch({ type: "submit" });
          dispatch({ type: "fail", reason: "network" });
          return { ok: false, reason: "network" };
        }
        if (check && !check(logic, data)) return undefined;
        dispatch({ type: "submit" });
        const result = await logic.deliver(endpoint, data);
        dispatch(
          result.ok ? { type: "succeed" } : { type: "fail", reason: result.reason, httpStatus: result.httpStatus },
        );
        return result;
      } finally {
        inFlight.current = false;
      }
    },
    [endpoint],
  );

  useEffect(() => {
    if (state.status !== "succeeded" || keepResult) return;
    const timer = setTimeout(() => {
      dispatch({ type: "reset" });
      onResetRef.current?.();
    }, SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, keepResult]);

  return { state, submit };
}
