import summary from "@/.content/formFields.summary.en.json" with { type: "json" };
import type { FieldWords } from "./formFields";

// The English marks around every form field and the spam trap's label (content/form-fields/), from the small
// summary `npm run content` writes apart: the fields' markup runs in the browser, and must not carry the rest
// of the forms' words. A page in another language hands its own as props (fieldWordsIn in ./formFields.ts).

export const englishFieldWords: FieldWords = (summary as FieldWords[])[0]!;
