import { fill } from "@/lib/template";
import { DELIVERY_TIMEOUT_MS, type FailureReason } from "./machine";
import styles from "./Form.module.css";

/**
 * What the alert says (content/forms/, prepared on the server by ./deliveryWords.tsx): a line per reason,
 * and the way to reach the agency directly, already rendered with its links.
 */
export interface DeliveryWords {
  failure: { network: string; timeout: string; serverError: string; refused: string };
  unknownStatus: string;
  stillInForm: React.ReactNode;
}

export function failureMessage(words: DeliveryWords, reason: FailureReason, httpStatus?: number): string {
  const { failure } = words;
  switch (reason) {
    case "network":
      return failure.network;
    case "timeout":
      return fill(failure.timeout, { seconds: DELIVERY_TIMEOUT_MS / 1000 });
    case "http":
      return httpStatus && httpStatus >= 500
        ? fill(failure.serverError, { status: httpStatus })
        : fill(failure.refused, { status: httpStatus ?? words.unknownStatus });
  }
}

/** Shown when delivery fails: what happened, a retry, and the phone and e-mail as a fallback. */
export function DeliveryAlert({
  words,
  reason,
  httpStatus,
  onRetry,
  retryLabel,
}: {
  words: DeliveryWords;
  reason: FailureReason;
  httpStatus?: number;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{failureMessage(words, reason, httpStatus)}</p>
      <p className={styles.alertText}>{words.stillInForm}</p>
      <button type="button" className={styles.retry} onClick={onRetry} data-retry="">
        {retryLabel}
      </button>
    </div>
  );
}
