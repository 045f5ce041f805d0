import type { TranslatedLocale } from "./locales";
import { serviceRecords as recordsTe } from "./services/records.te";
import { serviceRecords as recordsHi } from "./services/records.hi";
import type { ServiceRecord } from "./services/types";
import { servicesOffered } from "./translations";

// The service pages of each translated language (server side only: their whole copy). A record and the list of
// offered services (./translations.ts) must agree: a page written but not offered, or offered but not written,
// stops the build.
const records: Record<TranslatedLocale, ServiceRecord[]> = { te: recordsTe, hi: recordsHi };

export function serviceRecordsIn(locale: TranslatedLocale): ServiceRecord[] {
  const written = records[locale].map((r) => r.id).sort();
  const offered = [...servicesOffered[locale]].sort();
  if (written.join() !== offered.join())
    throw new Error(
      `The ${locale} service pages written (${written.join(", ")}) differ from those offered in content/translations.ts (${offered.join(", ")})`,
    );
  return records[locale];
}
