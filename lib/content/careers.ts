import compiled from "@/.content/careers.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { CareersEntry } from "./schemas/careers";

// The careers page's copy in a language (content/careers/), for its server parts: the board and the application
// form get theirs as props, so a page's JavaScript carries only its own language. The openings: ./jobs.ts.

export type CareersCopy = Omit<CareersEntry, "id">;
/** Words of the job cards and their details dialogs. */
export type JobBoardCopy = CareersCopy["jobBoard"];
/** The application form's own words (its fields: lib/forms/localizedForms.ts). */
export type ApplicationFormCopy = CareersCopy["applicationForm"];

export const careersIn = onlyEntryIn<CareersEntry>(compiled);
