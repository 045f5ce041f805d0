import { serviceById } from "@/lib/content/services";
import { expect, test, type Page } from "@playwright/test";
import { normalizePath } from "@/lib/trailingSlash";
import { pages } from "@/lib/content/pages";
import { expectNoAxeViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console";
import { holdRequests, PAGE_SCRIPTS } from "./support/hold";
import { pageHydrated, pageSettled } from "./support/settled";
import { viewports } from "./support/routes";
import { test as inSharedTab } from "./support/sharedTab";

// Site search (docs/architecture.md, "Site search") against the served out/: the Pagefind index written by the post-build
// step, the /search page and the search boxes in the header and the mobile menu.

/** Queries people type, and the page that must come among the first results. */
const expectations: [query: string, path: string][] = [
  ["branding", serviceById("branding").path],
  ["brand", serviceById("branding").path],
  ["hosting", serviceById("web-hosting").path],
  ["host", serviceById("web-hosting").path],
  ["seo", serviceById("seo").path],
  ["logo design", serviceById("logo-design").path],
  ["mobile app", serviceById("app-development").path],
  ["brochure", serviceById("brochure-design").path],
  ["influencer", serviceById("influencer-marketing").path],
  ["careers", pages.careers.path],
  ["walkthrough", serviceById("architecture-design").path],
  ["privacy", pages.privacy.path],
  ["grievance officer", pages.privacy.path],
];

const resultList = (page: Page) => page.getByRole("list", { name: /^Results for/ });
const resultLinks = (page: Page) => resultList(page).getByRole("heading", { level: 2 }).getByRole("link");

async function search(page: Page, q: string) {
  await page.goto(`/search?q=${encodeURIComponent(q)}`);
  await pageHydrated(page);
  await expect(page.getByRole("status")).toHaveText(/results? for|No results/);
}

test.describe("search results", () => {
  // Each query is one page load, read and left: they share a tab (support/sharedTab.ts).
  for (const [query, path] of expectations) {
    inSharedTab(`"${query}" finds ${path} among the first results`, async ({ page }) => {
      await search(page, query);
      // Next's <Link> writes /web-hosting-services/ without its trailing slash, as everywhere on the site.
      const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.slice(0, 3), `top results for "${query}": ${hrefs.join(", ")}`).toContain(normalizePath(path));
    });
  }

  test("shows the given heading and title, linked titles and highlighted excerpts, best match first", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await search(page, "branding");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Results for: branding");
    await expect(page).toHaveTitle('Search results for "branding"');
    const first = resultList(page).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", serviceById("branding").path);
    await expect(first.getByRole("link")).toHaveText(/Branding/);
    await expect(first.locator("mark").first()).toHaveText(/^brand/i);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${serviceById("branding").path}$`));
    expect(errors).toEqual([]);
  });

  test("links a result to the page's address and opens it", async ({ page }) => {
    await search(page, "hosting");
    await resultLinks(page).first().click();
    await expect(page).toHaveURL(/\/web-hosting-services\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/hosting/i);
  });

  test("a query with no match says so and suggests the services overview and the contact page", async ({ page }) => {
    await search(page, "qwxzv plutonium");
    await expect(page.getByRole("status")).toHaveText("No results for “qwxzv plutonium”.");
    await expect(resultList(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Browse all our services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: /^Contact us/ })).toHaveAttribute("href", "/contact");
  });

  test("what the visitor types before the page's scripts run stays in the box, focused, through hydration", async ({
    page,
  }) => {
    // Hold the framework's scripts until the visitor has typed.
    const release = await holdRequests(page, PAGE_SCRIPTS);
    await page.goto("/search", { waitUntil: "domcontentloaded" });
    const box = page.getByRole("main").getByRole("searchbox", { name: "What are you looking for?" });
    await box.fill("web hosting");
    release();
    await pageHydrated(page);
    // The client part is in place once the pre-rendered fallback (the only place with a <noscript>) is gone.
    await expect(page.locator("main noscript")).toHaveCount(0);
    await expect(box).toHaveValue("web hosting");
    await expect(box).toBeFocused();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=web\+hosting$/);
    await expect(box).toHaveValue("web hosting");
  });

  test("an empty q shows the search box and loads no index", async ({ page }) => {
    const indexRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/pagefind/")) indexRequests.push(r.url());
    });
    await page.goto("/search?q=");
    // The client view, which reads q and loads the index, is what this test is about.
    await pageHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search this site");
    const box = page.getByRole("main").getByRole("searchbox", { name: "What are you looking for?" });
    await expect(box).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(resultList(page)).toHaveCount(0);
    await box.fill("seo");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    await expect(resultLinks(page).first()).toHaveAttribute("href", serviceById("seo").path);
    expect(indexRequests.length).toBeGreaterThan(0);
  });

  test("a q that looks like HTML is shown as text and never runs or inserts anything", async ({ page }) => {
    const q = `<img src=x onerror=alert(1)><script>alert(2)</script>`;
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await search(page, q);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search Results for: ${q}`);
    await expect(page).toHaveTitle(`Search results for "${q}"`);
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue(q);
    await expect(page.locator('main img[src="x"], main script:not([src]):text("alert(2)")')).toHaveCount(0);
    await pageSettled(page);
    expect(dialogs).toBe(0);
  });
});

test.describe("search box in the header", () => {
  test("desktop: the header field submits to /search from any page", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/about");
    await pageHydrated(page);
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search this site" });
    await expect(box).toBeVisible();
    await box.fill("logo design");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=logo\+design$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Results for: logo design");
    await expect(resultLinks(page).first()).toHaveAttribute("href", serviceById("logo-design").path);
  });

  test("phone: the mobile menu holds the field, and it submits to /search", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/contact");
    await pageHydrated(page);
    await expect(page.getByRole("banner").getByRole("searchbox")).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox", { name: "Search this site" });
    await expect(box).toBeVisible();
    await box.fill("careers");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=careers$/);
    await expect(resultLinks(page).first()).toHaveAttribute("href", pages.careers.path);
  });

  test("without JavaScript the header form still reaches /search?q=", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/services");
    await page.getByRole("banner").getByRole("searchbox", { name: "Search this site" }).fill("seo");
    await page.getByRole("banner").getByRole("searchbox", { name: "Search this site" }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    await expect(page.getByRole("main").getByRole("searchbox", { name: "What are you looking for?" })).toBeVisible();
    // No promise of results it cannot show: the hint to type and press Search gives way to the explanation and its
    // links (Playwright's text queries skip <noscript> content, so the link stands for it).
    await expect(page.getByRole("main").getByRole("link", { name: "Browse all our services" })).toBeVisible();
    const hint = page.getByText(/and press Search\.$/);
    await expect(hint).toBeAttached();
    await expect(hint).toBeHidden();
    await context.close();
  });
});

test.describe("cost", () => {
  for (const path of ["/", "/about"]) {
    test(`${path} requests nothing of the search index or its code`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(path);
      await pageSettled(page);
      expect(requested.filter((p) => p.startsWith("/pagefind/"))).toEqual([]);
    });
  }
});

test.describe("accessibility of the results page", () => {
  test.use({ reducedMotion: "reduce" });
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`results and no-results states have no axe violations at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await search(page, "seo");
      await expectNoAxeViolations(page);
      await search(page, "qwxzv");
      await expectNoAxeViolations(page);
    });
  }
});
