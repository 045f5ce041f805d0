import { jobOpenings } from "@/content/careers";
import {
  applicationTextFields,
  messages,
  textValues,
  tooLongMessage,
  validateApplication,
  validateContact,
  type FieldErrors,
} from "@/lib/forms/rules";
import { maxLengths } from "@/lib/forms/limits";
import type { NewLead, NewResume } from "./db/leads";
import { checkResume } from "./resume";
import { readLeadOrigin } from "@/lib/forms/origin";

/** A submission checked against the shared rules: a lead ready to store, or per-field errors and the status. */
export type Checked =
  | { ok: true; lead: NewLead; resume?: NewResume }
  | { ok: false; status: 400 | 413 | 415; errors: Record<string, string> };

/** The privacy notice version the form carried: required, and capped like every text. */
function noticeVersion(data: FormData, errors: Record<string, string>): string {
  const value = textValues(data, ["noticeVersion"]).noticeVersion.trim();
  if (!value) errors.noticeVersion = "The privacy notice version is missing";
  else if (value.length > maxLengths.noticeVersion)
    errors.noticeVersion = tooLongMessage("Notice version", maxLengths.noticeVersion);
  return value;
}

const optional = (value: string) => value.trim() || undefined;

export function checkContact(data: FormData, receivedAt: string): Checked {
  const values = textValues(data, ["name", "phone", "email", "message"]);
  const errors: Record<string, string> = { ...validateContact(values) };
  const version = noticeVersion(data, errors);
  if (Object.keys(errors).length) return { ok: false, status: 400, errors };
  return {
    ok: true,
    lead: {
      kind: "contact",
      receivedAt,
      name: values.name.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      message: optional(values.message),
      noticeVersion: version,
      // Sending the form after reading the notice above its button is the consent for an enquiry.
      consentAt: receivedAt,
      origin: readLeadOrigin(data),
    },
  };
}

/**
 * `resume: "not-kept"` checks an application rescued from the spam tray, which keeps no files: everything but
 * the résumé is checked as usual, and the lead is stored without one.
 */
export async function checkApplication(
  data: FormData,
  receivedAt: string,
  options: { resume: "required" | "not-kept" } = { resume: "required" },
): Promise<Checked> {
  const values = textValues(data, [...applicationTextFields, "position", "consent"] as const);
  const upload = data.get("resume");
  const file = upload instanceof File ? upload : null;
  const errors: FieldErrors<string> = {
    ...validateApplication({ ...values, resume: file ? { name: file.name, size: file.size, type: file.type } : null }),
  };
  delete errors.resume; // the receiver's own check below also reads the bytes
  const position = values.position.trim();
  if (!jobOpenings.some((job) => job.title === position)) errors.position = messages.position;
  const version = noticeVersion(data, errors as Record<string, string>);
  const resume = options.resume === "not-kept" ? ({ ok: true, resume: undefined } as const) : await checkResume(file);
  if (!resume.ok) errors.resume = resume.error;
  if (Object.keys(errors).length || !resume.ok) {
    return { ok: false, status: resume.ok ? 400 : resume.status, errors: errors as Record<string, string> };
  }
  return {
    ok: true,
    lead: {
      kind: "application",
      receivedAt,
      position,
      name: values.fullName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      github: optional(values.github),
      linkedin: optional(values.linkedin),
      experience: values.experience.trim(),
      currentSalary: optional(values.currentSalary),
      expectedSalary: optional(values.expectedSalary),
      noticeVersion: version,
      consentAt: receivedAt,
      origin: readLeadOrigin(data),
    },
    resume: resume.resume,
  };
}
