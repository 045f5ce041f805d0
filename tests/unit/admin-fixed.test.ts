import { describe, expect, it } from "vitest";
import { collections } from "@/lib/content/collections";
import type { CmsField } from "@/lib/content/cmsFields";
import { compileCollection, type Collection } from "@/lib/content/compile";
import { changed, configField, filesOf, reasonHint } from "./fixedContent";

// What the site's specification fixes: the editor shows it read-only or as a list of that many items, with the
// reason, and the build refuses anything else with the same reason.

// [collection, English file, field path, count, reason]
const fixedLists: [keyof typeof collections, string, string[], number, string][] = [
  ["home", "home.en.yml", ["whatWeDo"], 6, "What We Do shows six service cards"],
  ["home", "home.en.yml", ["strategies"], 6, "Why Choose shows six strategy cards"],
  ["home", "home.en.yml", ["industries"], 6, "Why Choose shows six industry cards"],
  ["home", "home.en.yml", ["processSteps"], 4, "Our Process has four steps"],
  ["home", "home.en.yml", ["clientStripStudies"], 3, "the client strip shows three clients"],
  ["home", "home.en.yml", ["homeFaqs"], 5, "home answers five FAQs"],
  ["about", "about.en.yml", ["services", "cards"], 6, "What We Do shows six service cards"],
  ["about", "about.en.yml", ["differentiators", "items"], 3, "the page names three differentiators"],
  ["contact", "contact.en.yml", ["whyReachOut", "reasons"], 5, "Why Reach Out gives five reasons"],
  ["servicesOverview", "services-overview.en.yml", ["cards"], 8, "the overview shows eight service cards"],
];

describe("a list the specification counts", () => {
  it.each(fixedLists)(
    "%s %s: the editor keeps %s at its number of items, with the reason",
    (name, _file, path, count, reason) => {
      // A list of words, or several entries of another collection chosen at once.
      expect(configField(name, path)).toMatchObject({
        widget: expect.stringMatching(/^(list|relation)$/),
        min: count,
        max: count,
        hint: reasonHint(reason),
      });
    },
  );

  it.each(fixedLists)("%s %s: the build refuses %s with an item less", (name, file, path, count, reason) => {
    const collection: Collection = collections[name];
    const files = changed(collection, file, (data) => {
      const parent = path.slice(0, -1).reduce((at, key) => at[key] as Record<string, unknown>, data);
      (parent[path.at(-1)!] as unknown[]).pop();
    });
    expect(compileCollection(collection, files).problems).toEqual([
      `${collection.folder}/${file}: ${path.join(".")} must hold exactly ${count} items: ${reason}`,
    ]);
  });

  it("keeps each service card's four features, and refuses a fifth", () => {
    const cards = configField("servicesOverview", ["cards"]);
    const features = (cards.fields as CmsField[]).find((f) => f.name === "features");
    expect(features).toMatchObject({ min: 4, max: 4, hint: reasonHint("each card lists four features") });
    const files = changed(collections.servicesOverview, "services-overview.en.yml", (data) => {
      (data.cards as { features: string[] }[])[0]!.features.push("A fifth feature");
    });
    expect(compileCollection(collections.servicesOverview, files).problems).toEqual([
      expect.stringMatching(/cards\[[a-z-]+\]\.features must hold exactly 4 items: each card lists four features$/),
    ]);
  });
});

// [collection, English file, field path, the English, reason]
const fixedWords: [keyof typeof collections, string, string[], string, string][] = [
  ["notFound", "not-found.en.yml", ["title"], "Page Not Found", "the page for an unknown address says so"],
  ["notFound", "not-found.en.yml", ["heading"], "404 - Page Not Found", "the page for an unknown address says so"],
  [
    "notFound",
    "not-found.en.yml",
    ["text"],
    "The page you are looking for does not exist.",
    "the page for an unknown address says so",
  ],
  ["searchPage", "search-page.en.yml", ["heading"], "Search Results for: {q}", "the results' heading names the query"],
  [
    "searchPage",
    "search-page.en.yml",
    ["documentTitle"],
    'Search results for "{q}"',
    "the results' page title names the query",
  ],
  ["forms", "forms.en.yml", ["contactForm", "heading"], "Send Us a Message", "the contact page's form is headed so"],
  [
    "forms",
    "forms.en.yml",
    ["contactForm", "sendingLabel"],
    "Sending...",
    "the button says so while the message is sent",
  ],
  [
    "forms",
    "forms.en.yml",
    ["contactForm", "successMessage"],
    "Thank you! Your message has been received. Our team will reach out soon.",
    "the thank-you shown once a message is sent",
  ],
  [
    "careers",
    "careers.en.yml",
    ["applicationForm", "detailsApplyLabel"],
    "Apply for This Position",
    "the button of a job's details",
  ],
  [
    "careers",
    "careers.en.yml",
    ["applicationForm", "submittingLabel"],
    "Submitting...",
    "the button says so while an application is sent",
  ],
  ["home", "home.en.yml", ["homeHero", "cta", "label"], "Get Started Today", "the hero's call to action"],
  [
    "servicesOverview",
    "services-overview.en.yml",
    ["closing", "action", "label"],
    "Let's catch up over coffee",
    "the overview's closing button",
  ],
];

describe("words whose English the specification sets", () => {
  it.each(fixedWords)(
    "%s %s: the editor shows %s with the reason, translatable",
    (name, _file, path, english, reason) => {
      const field = configField(name, path);
      expect(field).toMatchObject({
        i18n: true,
        hint: reasonHint(`${reason}. The English reads "${english}"`) + "; each language translates it.",
      });
      expect(field).not.toHaveProperty("readonly");
    },
  );

  it.each(fixedWords)("%s %s: the build refuses other English for %s", (name, file, path, english, reason) => {
    const collection: Collection = collections[name];
    const files = changed(collection, file, (data) => {
      const parent = path.slice(0, -1).reduce((at, key) => at[key] as Record<string, unknown>, data);
      parent[path.at(-1)!] = `${english} (changed)`;
    });
    expect(compileCollection(collection, files).problems).toEqual([
      `${collection.folder}/${file}: ${path.join(".")} must read "${english}": ${reason}`,
    ]);
  });

  it("leaves the translations free: the Telugu 404 heading is its own", () => {
    const compiled = compileCollection(collections.notFound, filesOf(collections.notFound));
    expect(compiled.problems).toEqual([]);
    expect((compiled.entries.te[0] as { heading: string }).heading).not.toBe("404 - Page Not Found");
  });

  it("keeps the hero's call to action on the contact page, read-only", () => {
    expect(configField("home", ["homeHero", "cta", "href"])).toMatchObject({ readonly: true, default: "/contact" });
  });
});
