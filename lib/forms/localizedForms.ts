import { serviceIds, serviceLabelsIn } from "@/lib/content/serviceLabels";
import { locales, type Locale } from "@/lib/locales";
import { formFieldWordsIn, type FormFieldWords, type FormMessages } from "@/lib/content/formFields";
import { applicationFieldSpecs, contactFieldSpecs } from "./fieldSpecs";

// The forms' fields and messages in each language, for the rules: a form sent from a Telugu page is checked
// with the Telugu labels and messages, in the browser and again by the receiver. Names, caps, formats and the
// choices stored are the English ones in every language (lib/forms/fieldSpecs.ts); the words are
// content/form-fields/.

/** A field's words as a form shows them (a select's choices are added apart). */
type FieldText = Pick<FormFieldWords["contact"]["name"], "label" | "required" | "hint" | "placeholder">;

/** Only the words a field has: a field without a `required` message is optional. */
function textOf({ label, required, hint, placeholder }: FieldText): FieldText {
  return {
    label,
    ...(required === undefined ? {} : { required }),
    ...(hint === undefined ? {} : { hint }),
    ...(placeholder === undefined ? {} : { placeholder }),
  };
}

/** The choices stored are the English ones; another language shows its own beside them. */
function choices(locale: Locale, english: readonly string[], own: readonly string[]) {
  return locale === "en" ? { options: english } : { options: english, optionLabels: own };
}

/** The contact form's fields in form order, with their words in `locale`. */
export function contactFieldsIn(locale: Locale) {
  const words = formFieldWordsIn(locale).contact;
  const english = formFieldWordsIn("en").contact;
  const extra: Partial<Record<(typeof contactFieldSpecs)[number]["name"], object>> = {
    service: {
      ...choices(
        locale,
        [...serviceLabelsIn("en"), english.service.otherChoice],
        [...serviceLabelsIn(locale), words.service.otherChoice],
      ),
      // The page's script chooses the service a visitor came from by its id (components/contact/).
      optionKeys: [...serviceIds, "other"],
    },
    budget: choices(locale, english.budget.choices, words.budget.choices),
  };
  return contactFieldSpecs.map((spec) => ({ ...spec, ...textOf(words[spec.name]), ...extra[spec.name] }));
}

/** The application's fields in form order (the position first), with their words in `locale`. */
export function applicationFieldsIn(locale: Locale) {
  const words = formFieldWordsIn(locale).application;
  return applicationFieldSpecs.map((spec) => ({ ...spec, ...textOf(words[spec.name]) }));
}

type ApplicationFieldRecord = ReturnType<typeof applicationFieldsIn>[number];
type PositionField = Extract<ApplicationFieldRecord, { name: "position" }>;

/** The application's position (a select of the open positions, outside the form's loop) and the loop's fields. */
export function applicationPartsIn(locale: Locale) {
  const all = applicationFieldsIn(locale);
  const isPosition = (field: ApplicationFieldRecord): field is PositionField => field.name === "position";
  return { positionField: all.find(isPosition)!, fields: all.filter((field) => !isPosition(field)) };
}

interface FormCopy {
  messages: FormMessages;
  contactFields: ReturnType<typeof contactFieldsIn>;
  applicationFields: ReturnType<typeof applicationFieldsIn>;
}

const copies = Object.fromEntries(
  locales.map((locale) => [
    locale,
    {
      messages: formFieldWordsIn(locale).messages,
      contactFields: contactFieldsIn(locale),
      applicationFields: applicationFieldsIn(locale),
    },
  ]),
) as Record<Locale, FormCopy>;

export const formCopyIn = (locale: Locale): FormCopy => copies[locale];

/** "Choose one of the open positions", in a language: the receiver's answer to a position it has no opening for. */
export const positionRequiredIn = (locale: Locale): string =>
  formFieldWordsIn(locale).application.position.required ?? formFieldWordsIn("en").application.position.required!;
