import compiled from "@/.content/formFields.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { FormFieldsEntry } from "./schemas/formFields";

// Both forms' field words and the rules' messages in every language (content/form-fields/): for the form rules,
// which the browser loads with a form's submit logic and the receiver runs again. A form's markup reads the
// marks around its fields from the small per-language summary instead.

export type FormFieldWords = Omit<FormFieldsEntry, "id">;
/** What the form rules say when a value has the wrong shape; `tooLong` writes `{label}` and `{max}`. */
export type FormMessages = FormFieldWords["messages"];
/** The words around every form field: the marks and the spam trap's label. */
export type FieldWords = Pick<FormFieldWords, "requiredMark" | "optionalMark" | "honeypotLabel">;

export const formFieldWordsIn = onlyEntryIn<FormFieldsEntry>(compiled);

/** The marks and the spam trap's label in a language. */
export function fieldWordsIn(locale: Parameters<typeof formFieldWordsIn>[0]): FieldWords {
  const { requiredMark, optionalMark, honeypotLabel } = formFieldWordsIn(locale);
  return { requiredMark, optionalMark, honeypotLabel };
}
