import { AlertIcon } from "@/components/ui/icons";
import { fieldWords } from "@/content/formFields";
import type { FormFieldSpec } from "@/content/types";
import { EXPERIENCE_MAX_YEARS } from "@/lib/forms/limits";
import styles from "./Form.module.css";

type Common = {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** "(optional)" in the form's language (default English). */
  optionalMark?: string;
};

/** Ids of the hint and the error that describe a field. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

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
 * The frame every field shares: the wrapper, the label with its required or optional mark, the control and
 * the hint and error beneath it. The control takes `invalid(error)` and `describedBy(id, hint, error)`.
 */
export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  className,
  optionalMark,
  children,
}: Omit<Common, "name"> & { children: React.ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <FieldLabel htmlFor={id} label={label} required={required} optionalMark={optionalMark} />
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** aria-invalid on a control with an error, absent otherwise. */
const invalid = (error?: string) => (error ? true : undefined);

/**
 * A field's props split three ways: what its frame takes, the attributes that tie its control to the label,
 * hint and error (`required`, `aria-invalid`, `aria-describedby`), and the control's own attributes.
 */
function fieldParts<Own extends object>({
  id,
  name,
  label,
  required,
  error,
  hint,
  className,
  optionalMark,
  ...own
}: Common & Own) {
  return {
    frame: { id, label, required, error, hint, className, optionalMark },
    control: {
      id,
      name,
      required,
      "aria-invalid": invalid(error),
      "aria-describedby": describedBy(id, hint, error),
    },
    own,
  };
}

/**
 * A labelled text input with its hint and error message tied by aria-describedby. `required`, `type`
 * and `maxLength` are real attributes, so the browser checks them when JavaScript has not run.
 */
export function TextField(
  props: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required">,
) {
  const { frame, control, own } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <input className={styles.input} {...control} {...own} />
    </FieldFrame>
  );
}

export function TextAreaField(
  props: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "required">,
) {
  const { frame, control, own } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <textarea className={`${styles.input} ${styles.textarea}`} {...control} {...own} />
    </FieldFrame>
  );
}

/**
 * A labelled select with its hint and error. A select with a placeholder starts on an empty choice that reads
 * as it (sending without choosing sends nothing, which `required` then refuses); one without always has a
 * choice (the position, preselected), so the attribute would add nothing and HTML does not allow it there.
 */
export function SelectField(
  props: Common & { placeholder?: string; options: readonly string[]; optionLabels?: readonly string[] } & Omit<
      React.SelectHTMLAttributes<HTMLSelectElement>,
      "id" | "name" | "required"
    >,
) {
  const { frame, control, own } = fieldParts(props);
  const { placeholder, options, optionLabels, ...select } = own;
  return (
    <FieldFrame {...frame}>
      <select
        className={styles.input}
        {...control}
        required={control.required && placeholder !== undefined}
        {...select}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option, index) => (
          <option key={option} value={option}>
            {optionLabels?.[index] ?? option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** What the browser itself enforces of a field's record: a number's bounds, any other text's length cap. */
function limitsOf(
  spec: FormFieldSpec,
): Pick<React.InputHTMLAttributes<HTMLInputElement>, "maxLength" | "min" | "max" | "step"> {
  return spec.format === "years" ? { min: 0, max: EXPERIENCE_MAX_YEARS, step: 0.5 } : { maxLength: spec.maxLength };
}

/**
 * A field as a form's record declares it (content/types.ts FormFieldSpec): an input, a textarea for type
 * "textarea" or a select for type "select"; a wide field spans the grid's row. Its caps are real attributes,
 * so the browser checks them when JavaScript has not run.
 */
export function SpecField({
  spec,
  id,
  error,
  options,
  optionLabels,
  defaultValue,
  optionalMark,
}: {
  spec: FormFieldSpec;
  /** "(optional)" in the form's language (default English). */
  optionalMark?: string;
  id: string;
  error?: string;
  /** A select's choices when the page supplies them (the open positions); otherwise the record's. */
  options?: readonly string[];
  /** What the page's choices show, when it is not the value sent (a translated job title). */
  optionLabels?: readonly string[];
  defaultValue?: string;
}) {
  const { name, label, type, hint, placeholder, autoComplete, inputMode, rows, wide } = spec;
  const required = Boolean(spec.required);
  const common = { id, name, label, required, hint, error, optionalMark, className: wide ? styles.full : undefined };
  if (type === "select")
    return (
      <SelectField
        {...common}
        placeholder={placeholder}
        options={options ?? spec.options ?? []}
        optionLabels={options ? optionLabels : spec.optionLabels}
        defaultValue={defaultValue}
      />
    );
  if (type === "textarea")
    return <TextAreaField {...common} placeholder={placeholder} rows={rows} maxLength={spec.maxLength} />;
  return (
    <TextField
      {...common}
      placeholder={placeholder}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      {...limitsOf(spec)}
    />
  );
}
