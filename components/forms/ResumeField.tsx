import type { ApplicationFormCopy } from "@/lib/content/careers";
import { FieldFrame } from "./Field";
import { describedBy, ErrorMessage } from "./fieldMessage";
import { RESUME_ACCEPT } from "@/lib/forms/limits";
import { FileUploadIcon } from "@/components/ui/icons";
import { fill } from "@/lib/template";
import type { ResumeDrop } from "./useResumeDrop";
import styles from "./Form.module.css";

/**
 * The resume file input inside a drop area. The input covers the area (invisible), so a click or
 * Enter/Space opens the file picker. Markup only: the running form passes the drag and drop (useResumeDrop)
 * and `onFile`; served without them it is a plain file input.
 */
export function ResumeField({
  id,
  label,
  hint,
  words,
  error,
  fileName = "",
  drop,
  onFile,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The drop area's words, in the form's language. */
  words: ApplicationFormCopy["resumeDrop"];
  error?: string;
  fileName?: string;
  drop?: ResumeDrop;
  onFile?: (file: File | null) => void;
}) {
  const dragging = drop?.dragging ?? false;
  // Once a file is chosen, the hint names it too.
  const shownHint = fileName ? [hint, fill(words.attached, { file: fileName })].filter(Boolean).join(" ") : hint;

  const classes = [styles.drop, dragging ? styles.dragging : "", error ? styles.dropInvalid : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame
      id={id}
      label={label}
      required
      hint={shownHint}
      error={<ErrorMessage id={id} error={error} className={styles.error} />}
    >
      <div
        className={classes}
        data-dragging={dragging ? "true" : undefined}
        data-testid="resume-drop"
        {...drop?.handlers}
      >
        <FileUploadIcon size={32} className={styles.dropIcon} />
        {fileName ? (
          <p className={styles.fileName} aria-hidden="true">
            {fileName}
          </p>
        ) : null}
        <p className={styles.dropText} aria-hidden="true">
          {dragging ? (
            <strong>{words.dropping}</strong>
          ) : (
            <>
              <strong>{words.drag}</strong>
              {words.here}
              <span className={styles.browse}>{words.browse}</span>
            </>
          )}
        </p>
        <input
          id={id}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          className={styles.fileInput}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, shownHint, error)}
          onChange={onFile ? (event) => onFile(event.currentTarget.files?.[0] ?? null) : undefined}
        />
      </div>
    </FieldFrame>
  );
}
