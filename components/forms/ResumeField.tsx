"use client";
import { useState } from "react";
import { applicationForm } from "@/content/careersBoard";
import { describedBy, FieldLabel, FieldMessages } from "./Field";
import { RESUME_ACCEPT } from "@/lib/forms/limits";
import { FileUploadIcon } from "@/components/ui/icons";
import { fill } from "@/lib/template";
import styles from "./Form.module.css";

/**
 * The resume file input inside a drop area. The input covers the area (invisible), so a click or
 * Enter/Space opens the file picker; the area is highlighted while a file is dragged over it, and a
 * drop assigns the file to the input, exactly as if it had been chosen.
 */
export function ResumeField({
  id,
  label,
  hint,
  error,
  fileName,
  onFile,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  fileName: string;
  onFile: (file: File | null) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const words = applicationForm.resumeDrop;
  // Once a file is chosen, the hint names it too.
  const shownHint = fileName ? [hint, fill(words.attached, { fileName })].filter(Boolean).join(" ") : hint;

  function onDrop(event: React.DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer?.files?.[0];
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (!dropped || !input) return;
    const transfer = new DataTransfer();
    transfer.items.add(dropped);
    input.files = transfer.files;
    onFile(dropped);
  }

  const classes = [styles.drop, dragging ? styles.dragging : "", error ? styles.dropInvalid : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} required />
      <div
        className={classes}
        data-dragging={dragging ? "true" : undefined}
        data-testid="resume-drop"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
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
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      <FieldMessages id={id} hint={shownHint} error={error} />
    </div>
  );
}
