import { AlertIcon } from "@/components/ui/icons";
import { fieldWords } from "@/content/formFields";
import type { FormFieldSpec } from "@/content/types";
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
          {fieldWords.requiredMark}
        </span>
      ) : (
        <span className={styles.optional}> {fieldWords.optionalMark}</span>
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

/** The limits a rule puts on a field (lib/forms/rules.ts): a length cap, or a number's bounds. */
export type FieldLimits = Pick<React.InputHTMLAttributes<HTMLInputElement>, "maxLength" | "min" | "max" | "step">;

/**
 * A text field as a form's field record declares it (content/types.ts FormFieldSpec): an input, or a
 * textarea for type "textarea"; a wide field spans the grid's row. The limits come from the rules.
 */
export function SpecField({
  spec,
  id,
  error,
  limits,
}: {
  spec: FormFieldSpec;
  id: string;
  error?: string;
  limits: FieldLimits;
}) {
  const { name, label, type, required, hint, placeholder, autoComplete, inputMode, rows, wide } = spec;
  const common = { id, name, label, required, hint, placeholder, error, className: wide ? styles.full : undefined };
  if (type === "textarea") return <TextAreaField {...common} rows={rows} maxLength={limits.maxLength} />;
  return <TextField {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} {...limits} />;
}
