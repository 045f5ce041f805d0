import { expect, test } from "@playwright/test";
import { PRIVILEGED_PATHS } from "@/lib/hosting";
import { pageHydrated } from "./support/settled";

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
