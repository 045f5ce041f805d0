import { jobOpenings } from "@/lib/content/jobs";
import type { FormFieldSpec } from "@/lib/content/types";
import { detailFieldsOf, formFields, type FormKind } from "@/lib/forms/fields";
import { NOTICE_VERSION_MAX } from "@/lib/forms/limits";
import { formLanguage } from "@/lib/forms/language";
import { positionRequiredIn } from "@/lib/forms/localizedForms";
import { readLeadOrigin } from "@/lib/forms/origin";
import {
  applicationTextFields,
  contactFieldOrder,
  phoneText,
  textValues,
  tooLongMessage,
  validateApplication,
  validateContact,
  type FieldErrors,
} from "@/lib/forms/rules";
import type { LeadDetails, NewLead, NewResume } from "./db/leads";
import { checkResume } from "./resume";

/** A submission checked against the shared rules: a lead ready to store, or per-field errors and the status. */
export type Checked =
  | { ok: true; lead: NewLead; resume?: NewResume }
  | { ok: false; status: 400 | 413 | 415; errors: Record<string, string> };

/** The privacy notice version the form carried: required, and capped like every text. */
function noticeVersion(data: FormData, errors: Record<string, string>): string {
  const value = textValues(data, ["noticeVersion"]).noticeVersion.trim();
  if (!value) errors.noticeVersion = "The privacy notice version is missing";
  else if (value.length > NOTICE_VERSION_MAX)
    errors.noticeVersion = tooLongMessage("Notice version", NOTICE_VERSION_MAX);
  return value;
}

/**
 * The form's values as they are checked and stored: its phone numbers' Unicode spaces made ASCII ones. Every
 * other text was cleaned on the way in (receiver/text.ts); a phone needs its field's format to be known.
 */
function intakeValues<Values extends Record<string, string>>(kind: FormKind, values: Values): Values {
  const phones = (formFields[kind] as readonly FormFieldSpec[]).filter((field) => field.format === "phone");
  return { ...values, ...Object.fromEntries(phones.map((field) => [field.name, phoneText(values[field.name] ?? "")])) };
}

/** The lead's name, phone and e-mail, whatever its form calls them: the fields whose column they are. */
function core(kind: FormKind, values: Record<string, string>): Pick<NewLead, "name" | "phone" | "email"> {
  const valueOf = (column: string) =>
    (values[formFields[kind].find((field) => "column" in field && field.column === column)!.name] ?? "").trim();
  return { name: valueOf("name"), phone: valueOf("phone"), email: valueOf("email") };
}

/** Every other field the form stores, trimmed; one left empty is not kept. */
function details(kind: FormKind, values: Record<string, string>): LeadDetails {
  return Object.fromEntries(
    detailFieldsOf(kind).flatMap((field) => {
      const value = (values[field.name] ?? "").trim();
      return value ? [[field.name, value]] : [];
    }),
  );
}

export function checkContact(data: FormData, receivedAt: string): Checked {
  const values = intakeValues("contact", textValues(data, contactFieldOrder));
  // Checked, and answered, in the language the form was filled in; the lead keeps it.
  const language = formLanguage(data);
  const errors: Record<string, string> = { ...validateContact(values, language) };
  const version = noticeVersion(data, errors);
  if (Object.keys(errors).length) return { ok: false, status: 400, errors };
  return {
    ok: true,
    lead: {
      kind: "contact",
      receivedAt,
      language,
      ...core("contact", values),
      ...details("contact", values),
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
  const values = intakeValues("application", textValues(data, [...applicationTextFields, "consent"] as const));
  const language = formLanguage(data);
  const upload = data.get("resume");
  const file = upload instanceof File ? upload : null;
  const errors: FieldErrors<string> = {
    ...validateApplication(
      { ...values, resume: file ? { name: file.name, size: file.size, type: file.type } : null },
      language,
    ),
  };
  delete errors.resume; // the receiver's own check below also reads the bytes
  // The position's choices are the openings, which only the receiver checks: the page hands them to the form.
  const position = values.position.trim();
  if (!errors.position && !jobOpenings.some((job) => job.title === position))
    errors.position = positionRequiredIn(language);
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
      language,
      ...core("application", values),
      ...details("application", values),
      noticeVersion: version,
      consentAt: receivedAt,
      origin: readLeadOrigin(data),
    },
    resume: resume.resume,
  };
}
