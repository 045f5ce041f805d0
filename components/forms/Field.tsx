import { AlertIcon } from "@/components/ui/icons";
import styles from "./Form.module.css";

type Common = {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
};

/** Ids of the hint and the error that describe a field. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className={styles.optional}> (optional)</span>
      )}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <AlertIcon />
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled text input with its hint and error message tied by aria-describedby. `required`, `type`
 * and `maxLength` are real attributes, so the browser checks them when JavaScript has not run.
 */
export function TextField({
  id,
  name,
  label,
  required,
  error,
  hint,
  className,
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required">) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  name,
  label,
  required,
  error,
  hint,
  className,
  ...textarea
}: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "required">) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        className={`${styles.input} ${styles.textarea}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
