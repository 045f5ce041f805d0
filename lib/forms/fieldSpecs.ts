import type { FormFieldSpec } from "@/lib/content/types";

// Both forms' fields as code: names, input types, caps, formats and the leads table's columns, in form order
// (each form renders them in one loop). Their words, in each language, are content/form-fields/; the receiver's
// database, the CSV and the desk are built on these names and columns, so they change with a migration, not an
// edit of the copy.

type FieldWordsName = "label" | "required" | "hint" | "placeholder" | "options" | "optionLabels" | "optionKeys";
type Spec = Omit<FormFieldSpec, FieldWordsName>;

const phone = {
  name: "phone",
  type: "tel",
  autoComplete: "tel",
  inputMode: "tel",
  maxLength: 30,
  format: "phone",
  column: "phone",
} as const satisfies Spec;
const email = {
  name: "email",
  type: "email",
  autoComplete: "email",
  maxLength: 254,
  format: "email",
  column: "email",
} as const satisfies Spec;

export const contactFieldSpecs = [
  { name: "name", maxLength: 100, autoComplete: "name", wide: true, column: "name" },
  phone,
  email,
  // A service page's "Get started" link chooses its own (?service=<id>); the value stored is the menu label.
  { name: "service", type: "select", maxLength: 60, column: "service" },
  { name: "budget", type: "select", maxLength: 30, column: "budget" },
  { name: "message", type: "textarea", rows: 5, maxLength: 5000, wide: true, column: "message" },
] as const satisfies readonly Spec[];

const url = { type: "url", inputMode: "url", maxLength: 300, format: "url" } as const;

/** The application's fields; the position (a select of the open positions) comes first, the consent box after. */
export const applicationFieldSpecs = [
  { name: "position", type: "select", maxLength: 120, wide: true, column: "position" },
  { name: "fullName", maxLength: 100, autoComplete: "name", wide: true, column: "name" },
  phone,
  email,
  { name: "github", ...url, column: "github" },
  { name: "linkedin", ...url, column: "linkedin" },
  { name: "portfolio", ...url, column: "portfolio" },
  { name: "resume", type: "file", wide: true },
  {
    name: "experience",
    type: "number",
    inputMode: "decimal",
    maxLength: 5,
    format: "years",
    wide: true,
    column: "experience",
  },
  { name: "currentSalary", maxLength: 60, column: "current_salary" },
  { name: "expectedSalary", maxLength: 60, column: "expected_salary" },
] as const satisfies readonly Spec[];
