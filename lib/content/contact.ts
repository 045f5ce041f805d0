import compiled from "@/.content/contact.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import { bookingCopyIn } from "./booking";
import { CONTACT_FORM_ID } from "@/lib/paths";
import { site } from "@/lib/content/site";
import { fill } from "@/lib/template";
import { onlyEntryIn } from "./inLanguage";
import type { ContactEntry, HoursReading } from "./schemas/contact";
import { withoutKeys, type WithoutKeys } from "./withoutKeys";

// The contact page's copy (content/contact/) with what it shows from elsewhere: the hours from the site record,
// and the offer of a booked call (content/booking/). The form's own words: ./forms.ts (contactFormIn).

type Shown = WithoutKeys<Omit<ContactEntry, "id">>;
type HoursLine = Omit<Shown["details"]["hours"][number], "reading">;

export type ContactPageCopy = Omit<Shown, "hero" | "details"> & {
  hero: Omit<Shown["hero"], "cta"> & { cta: { label: string; href: string } };
  details: Omit<Shown["details"], "hours"> & { hours: HoursLine[] };
  /** Above the form: the line that offers a booked call instead. */
  bookCall: { lead: string; label: string };
};

const { hours } = site;
const { days, opens, closes } = hours.structuredData;
/** The site record's values each reading of the hours may name in braces. */
const hoursValues: Record<HoursReading, Record<string, string>> = {
  contactPage: { scope: hours.scopes.contactPage, ...hours.contactPage },
  chat: { scope: hours.scopes.chat, hours: hours.chat },
  // Written "Mon–Fri 09:00–19:00": the days shortened to three letters.
  structuredData: {
    scope: hours.scopes.structuredData,
    firstDay: days[0]!.slice(0, 3),
    lastDay: days.at(-1)!.slice(0, 3),
    opens,
    closes,
  },
};

const entryIn = onlyEntryIn<ContactEntry>(compiled);

function contactPage(locale: Locale): ContactPageCopy {
  const { hero, details, ...rest } = withoutKeys<Shown>(entryIn(locale));
  const { link } = bookingCopyIn(locale);
  return {
    ...rest,
    hero: { ...hero, cta: { ...hero.cta, href: `#${CONTACT_FORM_ID}` } },
    details: {
      ...details,
      hours: details.hours.map(({ reading, scope, lines }) => ({
        scope: fill(scope, hoursValues[reading]),
        lines: lines.map((line) => fill(line, hoursValues[reading])),
      })),
    },
    bookCall: { lead: link.lead, label: link.label },
  };
}

const byLocale: Record<Locale, ContactPageCopy> = eachLocale(contactPage);

export const contactPageIn = (locale: Locale): ContactPageCopy => byLocale[locale];
