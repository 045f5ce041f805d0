import { expect, test } from "@playwright/test";
import { localeInfo, translatedLocales } from "@/lib/locales";
import { privacyNoticeIn } from "@/lib/content/privacy";
import { formPrivacyIn } from "@/lib/content/forms";
import { pageFor, pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { collectConsoleErrors } from "./support/console";
import { foreign, readToTheEnd, recordRequests } from "./support/reading";
import { pageHydrated } from "./support/settled";
import { contactPageIn } from "@/lib/content/contact";

const contactPage = contactPageIn("en");

// Privacy by design (docs/privacy.md): the map loads only on request, and the notice says what the law asks. That
// no page tells a third party about a visit and every page links the notice is checked on every route's walk
// (every-route.spec.ts).

test.describe("the contact map", () => {
  test("shows a picture from the site; the maps service loads only when the visitor asks", async ({
    page,
    baseURL,
  }) => {
    const mapsOrigin = new URL(site.mapEmbedUrl).origin;
    const mapRequests: string[] = [];
    // No network here: answer the maps service with a stand-in page, and count what is asked of it.
    await page.route(`${mapsOrigin}/**`, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" });
    });
    const requests = recordRequests(page);
    await page.goto(pages.contact.path);
    await pageHydrated(page);
    await readToTheEnd(page);
    await expect(page.getByRole("img", { name: contactPage.map.image.alt })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(foreign(requests, new URL(baseURL!).origin)).toEqual([]);

    await page.getByRole("button", { name: contactPage.map.loadLabel }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", site.mapEmbedUrl);
    await expect(frame).toHaveAttribute("title", contactPage.map.title);
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect.poll(() => mapRequests).toContain(site.mapEmbedUrl);
    await expect(page.frameLocator("iframe").getByText("Map", { exact: true })).toBeVisible();
  });

  test("arriving from another page by a link, the map still loads under the contact page's own policy", async ({
    page,
  }) => {
    const mapsOrigin = new URL(site.mapEmbedUrl).origin;
    await page.route(`${mapsOrigin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
    );
    const errors = collectConsoleErrors(page);
    await page.goto(pages.privacy.path);
    await pageHydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(new RegExp(`${pages.contact.path}$`));
    await page.getByRole("button", { name: contactPage.map.loadLabel }).click();
    await expect(page.frameLocator("iframe").getByText("Map", { exact: true })).toBeVisible();
    // Nothing kept in the browser for it, and the address is the page's own again.
    await expect(page).toHaveURL(new RegExp(`${pages.contact.path}$`));
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(errors).toEqual([]);
  });

  test("if the map's own code cannot download (a dropped connection), the page stays whole: the form works, and the served map and its link stay", async ({
    page,
    request,
  }) => {
    // Every script the served page names loads; any chunk it fetches later (the map's among them) fails.
    const served = await (await request.get(pages.contact.path)).text();
    const failed: string[] = [];
    await page.route("**/_next/static/chunks/**", (route) => {
      const file = new URL(route.request().url()).pathname.split("/").pop()!;
      if (served.includes(file)) return route.fallback();
      failed.push(file);
      return route.abort("internetdisconnected");
    });
    await page.goto(pages.contact.path);
    await pageHydrated(page);
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    // The form's own rules are such a later chunk too: sending now says the server could not be reached.
    await page.getByRole("textbox", { name: /^Name/ }).fill("Priya Sharma");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("could not reach our server");
    await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Priya Sharma");
    await expect(page.getByRole("img", { name: contactPage.map.image.alt })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${contactPage.map.openLabel}`) })).toBeVisible();
  });

  test('"Get directions" opens the maps service in a new tab and loads nothing into the page', async ({ page }) => {
    await page.goto(pages.contact.path);
    const link = page.getByRole("link", { name: new RegExp(`^${contactPage.map.directionsLabel}`) });
    await expect(link).toHaveAttribute("href", site.mapDirectionsUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("without JavaScript the picture, a visible link to the map and the directions link are there, and no dead button", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pages.contact.path);
    await expect(page.getByRole("img", { name: contactPage.map.image.alt })).toBeVisible();
    const open = page.getByRole("link", { name: new RegExp(`^${contactPage.map.openLabel}`) });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute("href", site.mapViewUrl);
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(page.getByText(contactPage.map.loadNote)).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${contactPage.map.directionsLabel}`) })).toBeVisible();
    await expect(page.getByRole("button", { name: contactPage.map.loadLabel })).toHaveCount(0);
    await context.close();
  });
});

test.describe("the privacy notice", () => {
  test("names who is responsible, the retention periods, the rights, the officer and the version", async ({ page }) => {
    await page.goto(pages.privacy.path);
    await expect(page).toHaveTitle(new RegExp(`^${pages.privacy.title}`));
    await expect(page.getByRole("heading", { level: 1, name: pages.privacy.title })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText(site.legalName);
    await expect(main).toContainText(site.address.streetAddress);
    await expect(main).toContainText(`${site.privacy.retentionMonths.enquiries} months`);
    await expect(main).toContainText(`${site.privacy.retentionMonths.applications} months`);
    for (const right of [
      "Access",
      "Correction",
      "Erasure",
      "Withdrawal of consent",
      "Grievance redressal",
      "Nomination",
    ]) {
      await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${right}`) })).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: site.privacy.officer.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.privacy.officer.email}`,
    );
    await expect(main).toContainText(site.privacy.officer.name);
    await expect(main).toContainText("Data Protection Board of India");
    await expect(main).toContainText(`Version ${site.privacy.noticeVersion}`);
    await expect(main.locator(`time[datetime="${site.privacy.updated}"]`)).toBeVisible();
  });

  test("its table of contents reaches every section", async ({ page }) => {
    await page.goto(pages.privacy.path);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const links = toc.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const href = (await links.nth(i).getAttribute("href"))!;
      await expect(page.locator(href)).toHaveCount(1);
    }
  });
});

/** Each language's own script: a heading in it is written for that language's reader. */
const script = { te: /^[\u0C00-\u0C7F\s]+$/, hi: /^[\u0900-\u097F\s]+$/ } as const;

test.describe("the privacy notice in Telugu and Hindi", () => {
  for (const locale of translatedLocales) {
    test(`the ${locale} contact form's notice link leads to the ${locale} notice, of the English notice's version and date`, async ({
      page,
    }) => {
      await page.goto(pages.privacy.path);
      const englishDate = await page.getByRole("main").locator("time").getAttribute("datetime");

      const { prefix } = localeInfo[locale];
      await page.goto(`${prefix}${pages.contact.path}`);
      await page
        .getByRole("link", { name: formPrivacyIn(locale).noticeLink.label })
        .first()
        .click();
      await expect(page).toHaveURL(`${prefix}${pages.privacy.path}`);

      const heading = pageFor("privacy", locale).title;
      expect(heading).toMatch(script[locale]);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.locator("time")).toHaveAttribute("datetime", englishDate!);
      const notice = privacyNoticeIn(locale);
      await expect(main).toContainText(`${notice.versionLabel} ${site.privacy.noticeVersion}`);
      await expect(main).toContainText(site.privacy.officer.name);
      await expect(main.getByRole("navigation", { name: notice.tocLabel }).getByRole("link")).toHaveCount(
        notice.sections.length,
      );
    });
  }
});
