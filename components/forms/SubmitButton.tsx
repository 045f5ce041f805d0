import styles from "./Form.module.css";

/**
 * Every form's send button: while its submission is in flight it says so, spins and takes no second press;
 * `ready` false holds it back until the form can send (a booking's free times are still coming).
 */
export function SubmitButton({
  pending,
  ready = true,
  label,
  pendingLabel,
  onClick,
}: {
  pending: boolean;
  ready?: boolean;
  label: string;
  pendingLabel: string;
  /** A button that is not a form's submit (it sends on its own, like a booking's confirmation). */
  onClick?: () => void;
}) {
  return (
    <button
      type={onClick ? "button" : "submit"}
      className={styles.submit}
      disabled={pending || !ready}
      onClick={onClick}
    >
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
