// Every field of both forms in English (lib/forms/fieldSpecs.ts with the words of content/form-fields/), as the
// rules, the receiver, the lead's columns, the desk, the CSV and the e-mail read them: one record per field.
import { applicationFieldsIn, contactFieldsIn } from "./localizedForms";

/** Each form's fields in form order, everything the receiver reads: the application's position comes first. */
export const formFields = {
  contact: contactFieldsIn("en"),
  application: applicationFieldsIn("en"),
} as const;

export type FormKind = keyof typeof formFields;
type FieldOf<Kind extends FormKind> = (typeof formFields)[Kind][number];

export type ContactField = FieldOf<"contact">["name"];
/** The application's fields, and its consent box (which sits outside the record's loop). */
export type ApplicationField = FieldOf<"application">["name"] | "consent";

/** The columns every lead has, whatever its form calls the field (the application's "fullName" is the name). */
type CoreColumn = "name" | "phone" | "email";
type StoredField = Extract<FieldOf<FormKind>, { column: string }>;

/** A lead's fields beyond name, phone and e-mail, by field name: "message", "service", "position", "github"… */
export type DetailName = Exclude<StoredField, { column: CoreColumn }>["name"];

export interface DetailField {
  name: DetailName;
  label: string;
  column: string;
  /** The forms that ask for it. */
  kinds: FormKind[];
}

function isDetail(field: FieldOf<FormKind>): field is Exclude<StoredField, { column: CoreColumn }> {
  return "column" in field && !["name", "phone", "email"].includes(field.column);
}

/**
 * Every detail field once, the contact form's first, each in form order: the leads table's own columns, the
 * CSV's, the desk's and the e-mail's lines.
 */
export const detailFields: readonly DetailField[] = (Object.keys(formFields) as FormKind[]).flatMap((kind) =>
  formFields[kind]
    .filter(isDetail)
    .map((field) => ({ name: field.name, label: field.label, column: field.column, kinds: [kind] })),
);

/** The detail fields a lead of this kind can have. */
export const detailFieldsOf = (kind: FormKind) => detailFields.filter((field) => field.kinds.includes(kind));

type CappedName = Extract<FieldOf<FormKind>, { maxLength: number }>["name"];

/** Length caps by field name, both forms': the receiver's checks and the spam tray's cuts. */
export const maxLengths = Object.fromEntries(
  Object.values(formFields)
    .flat()
    .flatMap((field) => ("maxLength" in field ? [[field.name, field.maxLength]] : [])),
) as Readonly<Record<CappedName, number>>;
