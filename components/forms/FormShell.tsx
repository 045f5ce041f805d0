import type { RefObject } from "react";
import type { FieldWords } from "@/lib/content/formFields";
import { CheckIcon } from "@/components/ui/icons";
import { DeliveryAlert, type DeliveryWords } from "./DeliveryAlert";
import type { SubmissionState } from "./machine";
import { SubmitButton } from "./SubmitButton";
import styles from "./Form.module.css";

/** What a form says about itself: its name, its words around sending, and where it sends. */
export interface FormWording {
  /** Where the form delivers; undefined in demo mode only. */
  endpoint: string | undefined;
  /** Accessible name of the form. */
  label: string;
  /** Visually hidden legend of the fieldset. */
  legend: string;
  /** The optional fields' mark and the spam trap's label in the form's language (default English), for the
   * fields and the trap the caller renders. */
  fieldWords?: FieldWords;
  successMessage: string;
  submitLabel: string;
  pendingLabel: string;
  retryLabel: string;
  /** What the alert says when delivery fails (./deliveryWords.tsx). */
  delivery: DeliveryWords;
}

/** What the running form adds (./DeliveredForm.tsx); without it the shell is a plain HTML form. */
interface Behaviour {
  hydrated: boolean;
  state: SubmissionState;
  onSend?: () => void;
  /** A visitor started on the form (focus, a tap, a dragged file). */
  onStart?: () => void;
  formRef?: RefObject<HTMLFormElement | null>;
  successRef?: RefObject<HTMLParagraphElement | null>;
}

/**
 * The markup both forms share, and nothing else (no state, so the server renders it too): the success message
 * (a focusable status), the form itself — a plain multipart HTML form posting to its endpoint, so it also works
 * without JavaScript, with the browser's own checks (required, type, maxlength) until hydration switches them
 * off in favour of the fields' own messages (content/form-fields/) — the honeypot, the delivery-failure alert with its retry, and the
 * submit button.
 */
export function FormShell({
  endpoint,
  label,
  legend,
  successMessage,
  submitLabel,
  pendingLabel,
  retryLabel,
  delivery,
  honeypot,
  notice,
  hydrated,
  state,
  onSend,
  onStart,
  formRef,
  successRef,
  beforeSubmit,
  className,
  children,
}: FormWording &
  Behaviour & {
    /** The spam trap (./Honeypot.tsx), rendered by the server where it can be, so its words stay out of scripts. */
    honeypot: React.ReactNode;
    /** Above the form: the server's NotConnectedNotice in demo builds (it matters only without JavaScript). */
    notice?: React.ReactNode;
    /** The privacy line (and the application's consent box), right above the submit button. */
    beforeSubmit?: React.ReactNode;
    className?: string;
    children: React.ReactNode;
  }) {
  const pending = state.status === "submitting";
  const succeeded = state.status === "succeeded";
  const notConnected = !endpoint;
  return (
    <div className={className}>
      {notice}
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
        onFocus={onStart}
        onPointerDown={onStart}
        onDragEnter={onStart}
        onSubmit={
          onSend
            ? (event) => {
                event.preventDefault();
                onSend();
              }
            : undefined
        }
      >
        {/* Demo mode has no endpoint: without JavaScript such a form cannot send, so it stays disabled and
            the notice above offers the phone and e-mail instead. */}
        <fieldset className={styles.fieldset} disabled={notConnected && !hydrated}>
          <legend className="visually-hidden">{legend}</legend>
          {honeypot}
          {children}
          {beforeSubmit}
          {state.status === "failed" && onSend ? (
            <DeliveryAlert
              words={delivery}
              reason={state.reason}
              httpStatus={state.httpStatus}
              onRetry={onSend}
              retryLabel={retryLabel}
            />
          ) : null}
          <div className={styles.actions}>
            <SubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
          </div>
        </fieldset>
      </form>
    </div>
  );
}
