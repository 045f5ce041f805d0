import { expect, test } from "@playwright/test";
import { localeInfo, localeOfPath, translatedLocales, type TranslatedLocale } from "@/lib/locales";
import { termsIn } from "@/lib/content/terms";
import { serviceRecordsIn } from "@/lib/content/services";
import { serviceCatalogueFor } from "@/lib/content/serviceCatalogues";
import { navigationIn } from "@/lib/content/navigation";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { whatsappServiceHref } from "@/lib/whatsapp";
import { allCaseStudies, caseStudyPath } from "@/lib/caseStudies";
import { canonicalUrl } from "@/lib/metadata";
import { canonicalRoutes } from "@/lib/routes";
import { exportedPages } from "./support/exportedPages";
import { readHead } from "./support/head";
import { strayEnglish } from "./support/strayEnglish";
import { pageHydrated } from "./support/settled";

// The Telugu and Hindi site: each page's language, its alternates in the head and the sitemap, the switcher,
// and the rule that a translated page shows no English but the glossary's terms and the site's own names.

const translatedPages = exportedPages().filter((path) => localeOfPath(path) !== "en");

/** The variants of a concept the language's terms refuse, found in `text`, each with the term to write. */
function refusedTerms(locale: TranslatedLocale, text: string): string[] {
  return termsIn(locale).terms.flatMap(({ term, wrong }) =>
    wrong.filter((variant) => text.includes(variant)).map((variant) => `"${variant}" (write "${term}")`),
  );
}

test.describe("Telugu and Hindi pages", () => {
  test("each translated page declares its language, and its head lists the same page in every language", async ({
    request,
  }) => {
    const routes = canonicalRoutes().filter((r) => localeOfPath(r.path) !== "en");
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const locale = localeOfPath(route.path);
      const html = await (await request.get(route.path)).text();
      expect.soft(html, route.path).toContain(`<html lang="${localeInfo[locale].htmlLang}"`);
      const alternates = readHead(html).links.filter((l) => l.rel === "alternate" && l.hreflang);
      const byLang = Object.fromEntries(alternates.map((l) => [l.hreflang, l.href]));
      expect.soft(byLang[localeInfo[locale].htmlLang], `${route.path}: itself`).toBe(canonicalUrl(route.path));
      expect.soft(byLang["x-default"], `${route.path}: x-default`).toBe(byLang["en-IN"]);
      // Reciprocal: the English page names this one.
      const english = readHead(await (await request.get(new URL(byLang["en-IN"]!).pathname)).text());
      const back = english.links.find((l) => l.rel === "alternate" && l.hreflang === localeInfo[locale].htmlLang);
      expect.soft(back?.href, `${route.path}: named by its English page`).toBe(canonicalUrl(route.path));
    }
  });

  test("the sitemap lists every translated page with its alternates, reciprocally", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
      alternates: Object.fromEntries(
        [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      ),
    }));
    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    for (const locale of translatedLocales) {
      const home = byLoc.get(canonicalUrl(localeInfo[locale].prefix));
      expect(home?.alternates, `${locale} home`).toEqual({
        "en-IN": canonicalUrl("/"),
        "te-IN": canonicalUrl("/te"),
        "hi-IN": canonicalUrl("/hi"),
        "x-default": canonicalUrl("/"),
      });
    }
    for (const entry of entries.filter((e) => Object.keys(e.alternates).length)) {
      for (const href of Object.values(entry.alternates)) {
        expect
          .soft(byLoc.get(String(href))?.alternates, `${String(href)} lists the same set as ${entry.loc}`)
          .toEqual(entry.alternates);
      }
    }
  });

  test("a visitor switches language on a service page and lands on the same service", async ({ page }) => {
    // A wide screen: the header has room for the switcher there (the footer carries it at every width).
    await page.setViewportSize({ width: 1440, height: 900 });
    const service = serviceRecordsIn("te").find((r) => r.id === "seo")!;
    await page.goto(service.path);
    await pageHydrated(page);
    // The desktop header's switcher is a disclosure: its button shows the languages' short names.
    const switcher = (name: string) => page.getByRole("banner").getByRole("navigation", { name });
    await switcher("Language").getByText("తె", { exact: true }).click();
    await switcher("Language").getByRole("link", { name: "తెలుగు" }).click();
    await expect(page).toHaveURL(`/te${service.path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      serviceRecordsIn("te")
        .find((r) => r.id === "seo")!
        .sections.find((s) => s.kind === "hero")!.heading,
    );
    await switcher("భాష").getByText("हि", { exact: true }).click();
    await switcher("భాష").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(`/hi${service.path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await switcher("भाषा").getByText("EN", { exact: true }).click();
    await switcher("भाषा").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(service.path);
  });

  test("a page downloads only its own script's face: English pages neither, Telugu and Hindi pages their own", async ({
    browser,
  }) => {
    // Each face is 65–82 KB: on a phone's slow link, one fetched for nothing delays the page's own scripts.
    // Each page is a first visit (a browser of its own), as a visitor from a search result arrives.
    // (Not the 11 KB Latin cut of the same family that sets English words in their headings: app/fontScriptLatin.ts.)
    const faces = { te: /noto_sans_telugu_telugu/, hi: /noto_sans_devanagari_devanagari/ } as const;
    for (const path of ["/", "/contact", "/te", "/te/contact", "/hi", "/hi/careers"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(request.url()));
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // The switcher's labels use their own small cut on every page.
      await expect.poll(() => fetched.some((url) => url.includes("/fonts/switcher-"))).toBe(true);
      const locale = localeOfPath(path);
      if (locale === "en")
        expect(
          fetched.filter((url) => /noto_sans/.test(url)),
          `${path}: no Noto face`,
        ).toEqual([]);
      for (const other of translatedLocales) {
        expect(
          fetched.some((url) => faces[other].test(url)),
          `${path} fetches the ${localeInfo[other].name} face`,
        ).toBe(other === locale);
      }
      await context.close();
    }
  });

  test("the header's WhatsApp link prefills its message in the page's language, naming the service", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const locale of translatedLocales) {
      await page.goto(`${localeInfo[locale].prefix}/seo-services-hyderabad`);
      await pageHydrated(page);
      const bar = page
        .getByRole("banner")
        .getByRole("group", { name: navigationIn(locale).layoutCopy.contactBar.label });
      await expect(bar.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
        "href",
        whatsappServiceHref("seo", whatsappMessagesIn(locale), serviceCatalogueFor(locale).serviceSummaries),
      );
    }
  });

  test("the switcher offers a language only where the page exists in it, from the phone's menu too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(caseStudyPath(allCaseStudies()[0]!.slug));
    await pageHydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    // A case study is English only: no language to switch to.
    await expect(page.getByRole("navigation", { name: "Language" })).toHaveCount(0);
    await page.goto("/contact");
    await pageHydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const switcher = page.getByRole("navigation", { name: "Mobile" }).getByRole("navigation", { name: "Language" });
    // The footer has it too, on every screen.
    await expect(
      page.getByRole("contentinfo").getByRole("navigation", { name: "Language" }).getByRole("link", { name: "తెలుగు" }),
    ).toHaveAttribute("href", "/te/contact");
    await expect(switcher.getByRole("link", { name: "తెలుగు" })).toHaveAttribute("href", "/te/contact");
    await expect(switcher.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi-IN");
  });

  test("an unknown address under a language's prefix answers with that language's 404", async ({ request }) => {
    for (const locale of translatedLocales) {
      const response = await request.get(`${localeInfo[locale].prefix}/no-such-page`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`<html lang="${localeInfo[locale].htmlLang}"`);
    }
  });

  test("no translated page shows English beyond the glossary's terms and the site's own names, nor a refused term", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Read without scripts: the served page, every word of it, including what waits for a tap or for scripts to
    // show it (a menu, a pause button's word), its title and its elements' accessible names. Links and cards to
    // English-only pages are marked lang="en" (the switcher's English link too) and are left out.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of translatedPages) {
      await page.goto(path);
      const text = await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        for (const gone of body.querySelectorAll('[lang|="en"], script, style, template')) gone.remove();
        const names = [...body.querySelectorAll("*")].flatMap((element) =>
          ["aria-label", "aria-roledescription", "aria-description", "alt", "title", "placeholder"]
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => Boolean(value)),
        );
        // Each element's own text on its own line, so words of neighbouring elements never run together.
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const words: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.textContent ?? "");
        return [document.title, ...words, ...names].join("\n");
      });
      const stray = strayEnglish(text);
      if (stray.length) found.push(`${path}: ${stray.join(", ")}`);
      const refused = refusedTerms(localeOfPath(path) as TranslatedLocale, text);
      if (refused.length) found.push(`${path}: ${refused.join(", ")}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
