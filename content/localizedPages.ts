import type { Locale } from "./locales";
import { clients as clientsEn, type ClientRecord } from "./clients";
import { clients as clientsTe } from "./clients.te";
import { clients as clientsHi } from "./clients.hi";

// The clients' words in each language (server side only: they never reach a browser bundle).

const clientsByLocale: Record<Locale, Record<string, ClientRecord>> = { en: clientsEn, te: clientsTe, hi: clientsHi };
/** The clients' records with what each runs and where in `locale`. */
export const clientsFor = (locale: Locale): Record<string, ClientRecord> => clientsByLocale[locale];
