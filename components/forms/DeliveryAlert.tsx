import { formCopy } from "@/content/forms";
import { fill } from "@/lib/template";
import { RichLine } from "@/components/ui/RichText";
import { DELIVERY_TIMEOUT_MS, type FailureReason } from "./machine";
import styles from "./Form.module.css";

const copy = formCopy.delivery;

export function failureMessage(reason: FailureReason, httpStatus?: number): string {
  switch (reason) {
    case "network":
      return copy.failure.network;
    case "timeout":
      return fill(copy.failure.timeout, { seconds: DELIVERY_TIMEOUT_MS / 1000 });
    case "http":
      return httpStatus && httpStatus >= 500
        ? fill(copy.failure.serverError, { status: httpStatus })
        : fill(copy.failure.refused, { status: httpStatus ?? copy.unknownStatus });
  }
}

/** Shown when delivery fails: what happened, a retry, and the phone and e-mail as a fallback. */
export function DeliveryAlert({
  reason,
  httpStatus,
  onRetry,
  retryLabel = copy.retryLabel,
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
        <RichLine parts={copy.stillInForm} />
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
        <p className={styles.alertTitle}>{fill(formCopy.notConnected.title, { what })}</p>
        <p className={styles.alertText}>
          <RichLine parts={formCopy.notConnected.text} />
        </p>
      </div>
    </noscript>
  );
}
