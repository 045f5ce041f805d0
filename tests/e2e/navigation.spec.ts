import { expect, test } from "@playwright/test";
import { PRIVILEGED_PATHS } from "@/lib/hosting";
import { pageHydrated, pageSettled } from "./support/settled";
import { readToTheEnd } from "./support/reading";

// Each page carries its own CSS in its HTML. A client-side navigation (a click once the page has hydrated) is not a
// page load: React inserts the stylesheets the next page needs as <style> elements, which the page's policy must
// allow by hash, or the next page shows unstyled. Walked through every page the footer links, from one document
// (but the pages of a stricter policy, which are always loaded afresh).

test("a click through every page the footer links: each page styled, no CSP violation, one document", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} blocked inline`));
  });
  await page.goto("/");
  await pageHydrated(page);
  // Marks this document: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // The language switcher's links are left out: another language is another root layout, always a full load.
  const footerLinks = page.getByRole("contentinfo").locator('a[href^="/"]:not([hreflang])');
  const hrefs = await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const targets = [...new Set(hrefs)].filter((href) => href !== "/" && !PRIVILEGED_PATHS.includes(href));
  expect(targets.length).toBeGreaterThan(5);
  const inserted = new Set<string>();
  for (const href of targets) {
    await page.getByRole("contentinfo").locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/\/$/, "")}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => ({
        href: style.dataset.href!,
        // A <style> the policy blocks is in the document but applies nothing: it has no stylesheet.
        applied: style.sheet !== null && style.sheet.cssRules.length > 0,
      })),
    );
    expect(
      styles.filter((style) => !style.applied),
      href,
    ).toEqual([]);
    for (const style of styles) inserted.add(style.href);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), href).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), href).toEqual(
      [],
    );
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The walk inserted stylesheets beyond the first page's own.
  expect(inserted.size).toBeGreaterThan(1);
});

// A linked page is fetched ahead only once the visitor moves towards its link (docs/decisions.md, "Prefetching on
// intent"): on a phone, every link in view had cost a page view 230–305 KB.
test.describe("fetching ahead on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("reading a page to its end fetches no other page; a finger on a link fetches that page, and the tap opens it", async ({
    page,
  }) => {
    const fetchedAhead: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "HEAD" || url.pathname.includes("/__next.")) fetchedAhead.push(url.pathname);
    });
    await page.goto("/about");
    await pageSettled(page);
    await readToTheEnd(page);
    // Idle again at the end: the links that came into view had their chance to be fetched.
    await pageSettled(page);
    expect(fetchedAhead).toEqual([]);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Work", exact: true }).tap();
    await expect(page).toHaveURL(/\/case-studies\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(fetchedAhead.length).toBeGreaterThan(0);
    expect(
      fetchedAhead.every((path) => path.startsWith("/case-studies")),
      fetchedAhead.join(", "),
    ).toBe(true);
  });
});
