import type { Locale } from "./locales";
import { rightsRequest as en, type RightsRequestCopy } from "./rightsRequest";
import { rightsRequest as te } from "./rightsRequest.te";
import { rightsRequest as hi } from "./rightsRequest.hi";
import { dataItems as itemsEn, type DataItemsCopy } from "./dataItems";
import { dataItems as itemsTe } from "./dataItems.te";
import { dataItems as itemsHi } from "./dataItems.hi";
import { breachNotice as breachEn, type BreachNoticeCopy } from "./breachNotice";
import { breachNotice as breachTe } from "./breachNotice.te";
import { breachNotice as breachHi } from "./breachNotice.hi";

// The notice's itemised data, the request about one's data and a breach notice's draft, in each language: the privacy page hands its language's words to the form, and
// the receiver writes the confirmation e-mail in the language the request was sent in.
const copies: Record<Locale, RightsRequestCopy> = { en, te, hi };

export const rightsRequestFor = (locale: Locale): RightsRequestCopy => copies[locale];

const items: Record<Locale, DataItemsCopy> = { en: itemsEn, te: itemsTe, hi: itemsHi };

/** The notice's itemised list in `locale`. */
export const dataItemsFor = (locale: Locale): DataItemsCopy => items[locale];

const breach: Record<Locale, BreachNoticeCopy> = { en: breachEn, te: breachTe, hi: breachHi };

/** The draft notice to a person affected by a breach, in their language. */
export const breachNoticeFor = (locale: Locale): BreachNoticeCopy => breach[locale];
