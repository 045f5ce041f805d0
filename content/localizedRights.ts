import type { Locale } from "./locales";
import { rightsRequest as en, type RightsRequestCopy } from "./rightsRequest";
import { rightsRequest as te } from "./rightsRequest.te";
import { rightsRequest as hi } from "./rightsRequest.hi";

// The request about one's data in each language: the privacy page hands its language's words to the form, and
// the receiver writes the confirmation e-mail in the language the request was sent in.
const copies: Record<Locale, RightsRequestCopy> = { en, te, hi };

export const rightsRequestFor = (locale: Locale): RightsRequestCopy => copies[locale];
