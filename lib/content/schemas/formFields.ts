import { z } from "zod";
import { slug, text, textList } from "../schema";

// The words of both forms' fields and the form rules' messages: content/form-fields/form-fields.<language>.yml
// (one entry). Each field's name, cap, format and leads-table column are code (lib/forms/fieldSpecs.ts): the
// receiver's database is built on them. A field written with a `required` message is required.

const plainField = z
  .object({
    label: text(),
    /** The message under the field when it is left empty; a field without one is optional. */
    required: text().optional(),
    /** A line under the field that describes it. */
    hint: text().optional(),
    placeholder: text().optional(),
  })
  .strict();

function field(): typeof plainField;
function field<Extra extends z.ZodRawShape>(extra: Extra): ReturnType<typeof plainField.extend<Extra>>;
function field(extra?: z.ZodRawShape) {
  return extra ? plainField.extend(extra) : plainField;
}

const contact = z
  .object({
    name: field(),
    phone: field(),
    email: field(),
    /** Its choices are the services' menu labels, then `otherChoice`. */
    service: field({ otherChoice: text() }),
    /** The English choices are what a lead stores; a language's are what its visitor reads. */
    budget: field({ choices: textList() }),
    message: field(),
  })
  .strict();

const application = z
  .object({
    position: field(),
    fullName: field(),
    phone: field(),
    email: field(),
    github: field(),
    linkedin: field(),
    portfolio: field(),
    resume: field(),
    experience: field(),
    currentSalary: field(),
    expectedSalary: field(),
  })
  .strict();

const messages = z
  .object({
    emailFormat: text(),
    phoneFormat: text(),
    resume: text(),
    resumeType: text(),
    resumeSize: text(),
    experienceNumber: text(),
    url: text(),
    choice: text(),
    consent: text(),
    /** For a value over its cap: `{label}` is the field's label, `{max}` its cap. */
    tooLong: text(),
  })
  .strict();

export const formFieldsSchema = z
  .object({
    id: slug(),
    /** After a required field's label; the same sign in every language. */
    requiredMark: z.string().trim().min(1, "is empty: write the sign, e.g. *"),
    optionalMark: text(),
    /** The spam trap's label: people never see it. */
    honeypotLabel: text(),
    messages,
    contact,
    application,
  })
  .strict();

export type FormFieldsEntry = z.infer<typeof formFieldsSchema>;
