import { site } from "@/content/site";
import { mailtoHref, telHref } from "@/lib/site";
import type { FailureReason } from "./machine";
import styles from "./Form.module.css";

export function failureMessage(reason: FailureReason, httpStatus?: number): string {
  switch (reason) {
    case "network":
      return "We could not reach our server — your connection may have dropped. Nothing was sent.";
    case "timeout":
      return "Our server did not answer within 15 seconds, so we stopped waiting. Nothing was sent.";
    case "http":
      return httpStatus && httpStatus >= 500
        ? `Our server had a problem (error ${httpStatus}) and could not accept your details. Nothing was sent.`
        : `Our server refused the submission (error ${httpStatus ?? "unknown"}). Nothing was sent.`;
  }
}

/** Shown when delivery fails: what happened, a retry, and the phone and e-mail as a fallback. */
export function DeliveryAlert({
  reason,
  httpStatus,
  onRetry,
  retryLabel = "Try again",
}: {
  reason: FailureReason;
  httpStatus?: number;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{failureMessage(reason, httpStatus)}</p>
      <p className={styles.alertText}>
        Your details are still in the form. Try again, or reach us directly at{" "}
        <a href={telHref}>{site.phone.display}</a> or <a href={mailtoHref}>{site.email}</a>.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry} data-retry="">
        {retryLabel}
      </button>
    </div>
  );
}

/** Without JavaScript and without an endpoint, the form cannot send: offer the phone and e-mail. */
export function NotConnectedNotice({ what }: { what: string }) {
  return (
    <noscript>
      <div className={styles.notice}>
        <p className={styles.alertTitle}>This form needs JavaScript to send {what}.</p>
        <p className={styles.alertText}>
          Please call us on <a href={telHref}>{site.phone.display}</a> or e-mail <a href={mailtoHref}>{site.email}</a> —
          we reply within one working day.
        </p>
      </div>
    </noscript>
  );
}
