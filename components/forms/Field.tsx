import { englishFieldWords as fieldWords } from "@/lib/content/fieldMarks";
import type { FormFieldSpec } from "@/lib/content/types";
import { EXPERIENCE_MAX_YEARS } from "@/lib/forms/limits";
import { ErrorMessage } from "./fieldMessage";
import { FieldControl, FieldError } from "./FormErrors";
import styles from "./Form.module.css";

// No state here: the server renders a form's fields (the contact page's do not hydrate as code of their own),
// and a form downloaded later renders the same. A field's error comes from the form around it (./FormErrors.tsx).

function FieldLabel({
  htmlFor,
  label,
  required,
  optionalMark = fieldWords.optionalMark,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
  /** "(optional)" in the form's language. */
  optionalMark?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {" "}
          {fieldWords.requiredMark}
        </span>
      ) : (
        <span className={styles.optional}> {optionalMark}</span>
      )}
    </label>
  );
}

/** A field's hint and the error the caller holds for it, beneath the control. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={id} error={error} className={styles.error} />
    </>
  );
}

/**
 * The frame every field shares: the wrapper, the label with its required or optional mark, the control, and the
 * hint and error line beneath it (the caller's <ErrorMessage>, or a <FieldError> that follows the form's errors).
 */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  className,
  optionalMark,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** "(optional)" in the form's language (default English). */
  optionalMark?: string;
  error: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} required={required} optionalMark={optionalMark} />
      {children}
      <FieldMessages id={id} hint={hint} />
      {error}
    </div>
  );
}

/** What the browser itself enforces of a field's record: a number's bounds, any other text's length cap. */
function limitsOf(
  spec: FormFieldSpec,
): Pick<React.InputHTMLAttributes<HTMLInputElement>, "maxLength" | "min" | "max" | "step"> {
  return spec.format === "years" ? { min: 0, max: EXPERIENCE_MAX_YEARS, step: 0.5 } : { maxLength: spec.maxLength };
}

/**
 * A field as a form's record declares it (lib/content/types.ts FormFieldSpec): an input, a textarea for type
 * "textarea" or a select for type "select"; a wide field spans the grid's row. `required`, `type` and its caps
 * are real attributes, so the browser checks them when JavaScript has not run. A select with a placeholder
 * starts on an empty choice that reads as it (sending without choosing sends nothing, which `required` then
 * refuses); one without always has a choice (the position, preselected), so the attribute would add nothing
 * and HTML does not allow it there.
 */
export function SpecField({
  spec,
  id,
  options,
  optionLabels,
  defaultValue,
  optionalMark,
}: {
  spec: FormFieldSpec;
  /** "(optional)" in the form's language (default English). */
  optionalMark?: string;
  id: string;
  /** A select's choices when the page supplies them (the open positions); otherwise the record's. */
  options?: readonly string[];
  /** What the page's choices show, when it is not the value sent (a translated job title). */
  optionLabels?: readonly string[];
  defaultValue?: string;
}) {
  const { name, label, type, hint, placeholder, autoComplete, inputMode, rows, wide } = spec;
  const required = Boolean(spec.required);
  const control = { id, name, hint, required, placeholder, className: styles.input };
  const choices = options ?? spec.options ?? [];
  const choiceLabels = options ? optionLabels : spec.optionLabels;
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      hint={hint}
      optionalMark={optionalMark}
      className={wide ? styles.full : undefined}
      error={<FieldError id={id} name={name} className={styles.error} />}
    >
      {type === "select" ? (
        <FieldControl
          {...control}
          as="select"
          placeholder={undefined}
          required={required && placeholder !== undefined}
          defaultValue={defaultValue}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {choices.map((option, index) => (
            <option key={option} value={option} data-key={options ? undefined : spec.optionKeys?.[index]}>
              {choiceLabels?.[index] ?? option}
            </option>
          ))}
        </FieldControl>
      ) : type === "textarea" ? (
        <FieldControl
          {...control}
          as="textarea"
          className={`${styles.input} ${styles.textarea}`}
          rows={rows}
          maxLength={spec.maxLength}
        />
      ) : (
        <FieldControl
          {...control}
          as="input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...limitsOf(spec)}
        />
      )}
    </FieldFrame>
  );
}
