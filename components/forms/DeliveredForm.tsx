"use client";
import { useEffect, type RefObject } from "react";
import { useHydrated } from "@/components/hooks/useHydrated";
import { FormShell, type FormWording } from "./FormShell";
import { preloadSubmitLogic } from "./loadSubmitLogic";
import type { SubmissionState } from "./machine";

/**
 * A form's shell (./FormShell.tsx) once JavaScript runs: the fields' own messages instead of the browser's checks,
 * the rules and delivery downloading when a visitor starts on the form, and focus on the outcome of a send.
 * The caller owns the fields, validation and the submission state (useFormSubmission).
 */
export function DeliveredForm({
  state,
  onSend,
  formRef,
  successRef,
  ...shell
}: FormWording & {
  state: SubmissionState;
  onSend: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  successRef: RefObject<HTMLParagraphElement | null>;
  honeypot: React.ReactNode;
  notice?: React.ReactNode;
  beforeSubmit?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();

  // After delivery: focus the thank-you message (a failure's focus is useCheckedForm's: the alert's retry
  // button, announced by the alert), so the next step is one key away.
  useEffect(() => {
    if (state.status === "succeeded") successRef.current?.focus();
  }, [state, successRef]);

  return (
    <FormShell
      {...shell}
      hydrated={hydrated}
      state={state}
      onSend={onSend}
      onStart={preloadSubmitLogic}
      formRef={formRef}
      successRef={successRef}
    />
  );
}
