"use client";
import { useEffect, type RefObject } from "react";
import { CheckIcon } from "@/components/ui/icons";
import { DeliveryAlert, NotConnectedNotice } from "./DeliveryAlert";
import { Honeypot } from "./Honeypot";
import { preloadSubmitLogic } from "./loadSubmitLogic";
import type { SubmissionState } from "./machine";
import { useHydrated } from "@/lib/hooks/useHydrated";
import styles from "./Form.module.css";

/**
 * The shell both forms share: the success message (a focusable status), the form itself — a plain
 * multipart HTML form posting to its endpoint, so it also works without JavaScript, with the browser's
 * own checks (required, type, maxlength) until hydration switches them off in favour of the spec's
 * messages — the honeypot, the delivery-failure alert with its retry, and the submit button.
 * The caller owns the fields, validation and the submission state (useFormSubmission).
 */
export function DeliveredForm({
  endpoint,
  state,
  onSend,
  formRef,
  successRef,
  label,
  legend,
  honeypotPrefix,
  notConnectedWhat,
  successMessage,
  submitLabel,
  pendingLabel,
  retryLabel,
  beforeSubmit,
  className,
  children,
}: {
  endpoint: string | undefined;
  state: SubmissionState;
  onSend: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  successRef: RefObject<HTMLParagraphElement | null>;
  /** Accessible name of the form. */
  label: string;
  /** Visually hidden legend of the fieldset. */
  legend: string;
  honeypotPrefix: string;
  /** "your message", "your application": used in the not-connected notice. */
  notConnectedWhat: string;
  successMessage: string;
  submitLabel: string;
  pendingLabel: string;
  retryLabel: string;
  /** The privacy line (and the application's consent box), right above the submit button. */
  beforeSubmit?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const pending = state.status === "submitting";
  const succeeded = state.status === "succeeded";
  const notConnected = !endpoint;

  // After delivery: focus the thank-you message, or on failure the alert's retry button (the alert
  // itself is announced), so the next step is one key away.
  useEffect(() => {
    if (state.status === "succeeded") successRef.current?.focus();
    if (state.status === "failed") formRef.current?.querySelector<HTMLButtonElement>("[data-retry]")?.focus();
  }, [state, formRef, successRef]);

  return (
    <div className={className}>
      {notConnected ? <NotConnectedNotice what={notConnectedWhat} /> : null}
      <p ref={successRef} role="status" tabIndex={-1} className={succeeded ? styles.success : "visually-hidden"}>
        {succeeded ? (
          <>
            <CheckIcon className={styles.successIcon} size={24} />
            <span>{successMessage}</span>
          </>
        ) : null}
      </p>
      <form
        ref={formRef}
        className={styles.form}
        noValidate={hydrated}
        hidden={succeeded}
        aria-label={label}
        action={endpoint}
        method={endpoint ? "post" : undefined}
        encType={endpoint ? "multipart/form-data" : undefined}
        // The rules and delivery download when a visitor starts on the form, well before the first send.
        onFocus={preloadSubmitLogic}
        onPointerDown={preloadSubmitLogic}
        onDragEnter={preloadSubmitLogic}
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        {/* Demo mode has no endpoint: without JavaScript such a form cannot send, so it stays disabled and
            the notice above offers the phone and e-mail instead. */}
        <fieldset className={styles.fieldset} disabled={notConnected && !hydrated}>
          <legend className="visually-hidden">{legend}</legend>
          <Honeypot idPrefix={honeypotPrefix} />
          {children}
          {beforeSubmit}
          {state.status === "failed" ? (
            <DeliveryAlert
              reason={state.reason}
              httpStatus={state.httpStatus}
              onRetry={onSend}
              retryLabel={retryLabel}
            />
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={pending}>
              {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
              {pending ? pendingLabel : submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
