import { describe, expect, it } from "vitest";
import { clients, clientsIn } from "@/lib/content/clients";
import { band, rupees } from "@/lib/content/factFormats";
import { facts } from "@/lib/content/facts";
import { glossaryTerms, termsIn } from "@/lib/content/terms";
import { factsIn } from "@/lib/content/facts";
import { phrasesOf } from "@/lib/content/factPhrases";
import { everyoneNamed } from "@/lib/content/people";
import { aboutIn } from "@/lib/content/about";
import { caseStudiesPageIn } from "@/lib/content/caseStudiesPage";
import { contactPageIn } from "@/lib/content/contact";
import { industriesIn } from "@/lib/content/industries";
import { insightsPageIn, insightTagsIn } from "@/lib/content/insightsPage";
import { homeIn } from "@/lib/content/home";
import { jobOpeningsIn } from "@/lib/content/jobs";
import { notFoundIn } from "@/lib/content/notFound";
import { pages, pageFor } from "@/lib/content/pages";
import { searchPageIn } from "@/lib/content/searchPage";
import { bookingCopyIn } from "@/lib/content/booking";
import { chatIn } from "@/lib/content/chat";
import { navigationIn } from "@/lib/content/navigation";
import { serviceRecords, serviceRecordsIn } from "@/lib/content/services";
import { servicesOverviewIn } from "@/lib/content/servicesOverview";
import { teamIn } from "@/lib/content/team";
import { testimonialsIn } from "@/lib/content/testimonials";
import { workIn } from "@/lib/content/work";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { site } from "@/lib/content/site";
import { careersIn } from "@/lib/content/careers";
import { fieldWordsIn } from "@/lib/content/formFields";
import { contactFormIn, formNoticesIn, formOutcomesIn, formOutcomeWordsIn, formPrivacyIn } from "@/lib/content/forms";
import { formCopyIn } from "@/lib/forms/localizedForms";

// The Telugu and Hindi copy beside the English records: in the reader's own script, with no English left in it
// but the glossary's terms and the names the site keeps as records.

const languages = { te: "Telugu", hi: "Hindi" } as const;

/** The collections that are data (content/<collection>/<id>.<language>.yml), as the pages get them. */
const collectionsIn = (language: keyof typeof languages) => [
  { path: `content/services/*.${language}.yml`, translated: { services: serviceRecordsIn(language) } },
  { path: `content/team/*.${language}.yml`, translated: { team: teamIn(language) } },
  { path: `content/testimonials/*.${language}.yml`, translated: { testimonials: testimonialsIn(language) } },
  { path: `content/jobs/*.${language}.yml`, translated: { jobs: jobOpeningsIn(language) } },
  {
    path: `content/pages/*.${language}.yml`,
    translated: { pages: (Object.keys(pages) as (keyof typeof pages)[]).map((id) => pageFor(id, language)) },
  },
  { path: `content/not-found/*.${language}.yml`, translated: { notFound: notFoundIn(language) } },
  { path: `content/search-page/*.${language}.yml`, translated: { searchPage: searchPageIn(language) } },
  { path: `content/about/*.${language}.yml`, translated: { about: aboutIn(language) } },
  { path: `content/contact/*.${language}.yml`, translated: { contact: contactPageIn(language) } },
  {
    path: `content/services-overview/*.${language}.yml`,
    translated: { servicesOverview: servicesOverviewIn(language) },
  },
  { path: `content/case-studies-page/*.${language}.yml`, translated: { caseStudiesPage: caseStudiesPageIn(language) } },
  { path: `content/industries/*.${language}.yml`, translated: { industries: industriesIn(language) } },
  {
    path: `content/insights-page/*.${language}.yml`,
    translated: { insightsPage: insightsPageIn(language), tags: insightTagsIn(language) },
  },
  { path: `content/careers/careers.${language}.yml`, translated: { careers: careersIn(language) } },
  {
    path: `content/form-fields/form-fields.${language}.yml`,
    translated: { formFields: formCopyIn(language), marks: fieldWordsIn(language) },
  },
  {
    path: `content/forms/forms.${language}.yml`,
    translated: {
      contactForm: contactFormIn(language),
      notices: formNoticesIn(language),
      privacy: formPrivacyIn(language),
      outcomes: formOutcomesIn(language),
      outcomeWords: formOutcomeWordsIn(language),
    },
  },
  { path: `content/home/home.${language}.yml`, translated: { home: homeIn(language) } },
  { path: `content/clients/*.${language}.yml`, translated: { clients: clientsIn(language) } },
  { path: `content/work/*.${language}.yml`, translated: { work: workIn(language) } },
  { path: `content/whatsapp/whatsapp.${language}.yml`, translated: whatsappMessagesIn(language) },
  { path: `content/navigation/navigation.${language}.yml`, translated: navigationIn(language) },
  { path: `content/booking/booking.${language}.yml`, translated: bookingCopyIn(language) },
  { path: `content/chat/chat.${language}.yml`, translated: chatIn(language) },
  // The facts as the copy shows them: the words around each figure, with the figure put in.
  { path: `content/facts/facts.${language}.yml`, translated: phrasesOf(factsIn(language), language) },
];

/** Fields that hold no words a reader sees: links, files, ids, dates, settings; alt text quotes images as shown. */
const notCopy = new Set([
  ...["href", "src", "path", "id", "serviceId", "alsoServedAt", "image", "poster", "webm", "mp4", "avif", "webp"],
  ...["kind", "tone", "icon", "style", "theme", "category", "updated", "datePosted", "validThrough", "fadeMargin"],
  ...["workplace", "city", "region", "countryCode", "type", "employmentType", "currency", "unit", "linkedin"],
  ...["alt", "imageAlt", "name", "feedTitle"],
  // A form field's settings, and its choices: those are stored as the English choice (the reader sees optionLabels).
  ...["options", "optionKeys", "autoComplete", "inputMode", "format", "column", "slug", "back", "url"],
  // The chat tree's node ids: where an option leads, and where a conversation starts.
  ...["next", "startNode"],
  // A service page's old addresses, which redirect to it.
  "redirectedFrom",
  // A list item's key names it for its translations; the home page's client strip and hero, and a service's
  // showcase, name case studies by id.
  ...["key", "clientStripStudies", "studies", "caseStudy"],
  // The variants a language must not write (content/terms/): listed to be refused.
  "wrong",
]);

/** Every string a reader sees in a module's exports, with the field it sits in. */
function copyOf(value: unknown, field = "", seen = new Set<unknown>()): { field: string; text: string }[] {
  if (typeof value === "string") return notCopy.has(field) ? [] : [{ field, text: value }];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, v]) => copyOf(v, Array.isArray(value) ? field : key, seen));
}

/** Latin-script words left once the glossary's terms, the kept names and the placeholders are taken out. */
const kept = [
  ...glossaryTerms.map((entry) => entry.term),
  ...everyoneNamed.flatMap((name) => [name, ...name.split(" ")]),
  ...Object.values(clients).map((client) => client.name),
  site.name,
  site.legalName,
  site.email,
  site.phone.display,
  // The privacy notice names its officer; the office address as the site record writes it (the chat's contact
  // answer and the notice show it).
  site.privacy.officer.email,
  ...site.privacy.officer.name.split(" "),
  ...Object.values(site.address),
].sort((a, b) => b.length - a.length);

function englishLeftIn(text: string): string[] {
  let rest = text.replace(/<[^>]+>/g, " ").replace(/\{[a-z]+\}/g, " ");
  for (const term of kept) rest = rest.split(term).join(" ");
  return rest.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [];
}

const mixedTelugu = /[A-Za-z][\u200c\u200d]?[\u0c00-\u0c7f]|[\u0c00-\u0c7f][\u200c\u200d]?[A-Za-z]/;
const mixedDevanagari = /[A-Za-z][\u200c\u200d]?[\u0900-\u097f]|[\u0900-\u097f][\u200c\u200d]?[A-Za-z]/;

describe.each(Object.entries(languages))("the %s copy", (language) => {
  // Every word a reader of the language meets: its collections' files'.
  const copy = collectionsIn(language as keyof typeof languages);

  it("has every service page, in the English page's sections", () => {
    const records = serviceRecordsIn(language as keyof typeof languages);
    expect(records.map((r) => r.id)).toEqual(serviceRecords.map((r) => r.id));
    records.forEach((record, i) => {
      const english = serviceRecords[i]!;
      expect(record.path).toBe(english.path);
      expect(record.sections.map((s) => s.kind)).toEqual(english.sections.map((s) => s.kind));
      expect(record.title).not.toBe(english.title);
    });
  });

  it("leaves no English but the glossary's terms and the names the site keeps", () => {
    const left = copy.flatMap(({ path, translated }) =>
      copyOf(translated).flatMap(({ field, text }) => englishLeftIn(text).map((word) => `${path} ${field}: ${word}`)),
    );
    expect(left).toEqual([]);
  });

  it("writes one term per concept: no variant its terms list refuses", () => {
    const own = termsIn(language as keyof typeof languages).terms;
    expect(
      own.every(({ wrong }) => wrong.length > 0),
      "every concept lists the variants it refuses",
    ).toBe(true);
    for (const { key, term, wrong } of own)
      for (const variant of wrong) expect(term, `${key}: the term contains a refused variant`).not.toContain(variant);
    const texts = copy.flatMap(({ path, translated }) => copyOf(translated).map((c) => ({ path, ...c })));
    const refused = texts.flatMap(({ path, field, text }) =>
      own.flatMap(({ key: id, term, wrong }) =>
        wrong
          .filter((variant) => text.includes(variant))
          .map((v) => `${path} ${field}: "${v}" (write "${term}", ${id})`),
      ),
    );
    expect(refused).toEqual([]);
  });

  it("never glues English letters to its own script inside a word", () => {
    // "websiteలు" reads as neither language: write the word in the script, or keep the English term apart.
    const glued = language === "te" ? mixedTelugu : mixedDevanagari;
    const texts = copy.flatMap(({ path, translated }) => copyOf(translated).map((c) => ({ path, ...c })));
    expect(texts.filter(({ text }) => glued.test(text)).map((c) => `${c.path} ${c.field}: ${c.text}`)).toEqual([]);
  });

  it("is written in its own script", () => {
    const other = language === "te" ? /[\u0900-\u097f]/ : /[\u0c00-\u0c7f]/;
    const own = language === "te" ? /[\u0c00-\u0c7f]/ : /[\u0900-\u097f]/;
    const texts = copy.flatMap(({ translated }) => copyOf(translated)).map((c) => c.text);
    expect(texts.filter((text) => other.test(text))).toEqual([]);
    // Nearly every string is in the language's script; the rest are figures and kept terms alone ("98%", "SEO").
    expect(texts.filter((text) => own.test(text)).length / texts.length).toBeGreaterThan(0.9);
  });
});

describe("prices in Telugu and Hindi copy", () => {
  it("are written in rupees with Indian digit grouping, from the figures of the facts record", () => {
    expect(rupees("₹35K")).toBe("₹35,000");
    expect(rupees("₹1.5L+")).toBe("₹1,50,000+");
    expect(band(facts.prices.businessWebsite, true)).toBe("₹35,000–\u2060₹50,000");
    expect(() => rupees("35 thousand")).toThrow();
  });
});
