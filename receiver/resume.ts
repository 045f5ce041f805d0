import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { messages, validateResume } from "@/lib/forms/rules";
import type { NewResume } from "./db/leads";
import { safeFileName } from "./text";

/**
 * What the bytes must be, whatever the file is called: PDF, DOCX, or a Word 97–2003 .doc (an OLE2 file);
 * the names each may arrive under, and the extension it is stored with.
 */
const ACCEPTED: Record<string, { mime: string; names: string[]; extension: string }> = {
  pdf: { mime: "application/pdf", names: [".pdf", ".doc", ".docx"], extension: ".pdf" },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    names: [".pdf", ".doc", ".docx"],
    extension: ".docx",
  },
  // OLE2 also holds .xls, .ppt and .msi: accept it only for a file named .doc.
  cfb: { mime: "application/msword", names: [".doc"], extension: ".doc" },
};

export type ResumeCheck = { ok: true; resume: NewResume } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Check an uploaded résumé: the shared rule first (present, named .pdf/.doc/.docx, reported type, 5 MB),
 * then its real type from its first bytes (file-type), so an `.exe` renamed `.pdf` is refused with 415.
 */
export async function checkResume(file: File | null): Promise<ResumeCheck> {
  const ruleError = validateResume(file);
  if (ruleError === messages.resumeSize || (file && file.size > RESUME_MAX_BYTES)) {
    return { ok: false, status: 413, error: messages.resumeSize };
  }
  if (ruleError === messages.resumeType) return { ok: false, status: 415, error: ruleError };
  if (ruleError || !file) return { ok: false, status: 400, error: ruleError ?? messages.resume };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffResume(bytes, file.name);
  if (!sniffed) return { ok: false, status: 415, error: messages.resumeType };
  return {
    ok: true,
    resume: {
      fileName: safeFileName(file.name, sniffed.extension),
      type: sniffed.mime,
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    },
  };
}

/** The type the bytes really are, when that is an accepted résumé type for this name; else undefined. */
export async function sniffResume(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ mime: string; extension: string } | undefined> {
  if (bytes.byteLength === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && ACCEPTED[detected.ext];
  if (!accepted) return undefined;
  const name = fileName.toLowerCase();
  return accepted.names.some((ext) => name.endsWith(ext)) ? accepted : undefined;
}
