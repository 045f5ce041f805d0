import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";
import { resizeTo } from "./frames";

/**
 * A `test` whose `page` is one browser tab per worker, which each test navigates in turn: for the tests that load
 * a page and read it or click through it (the walk of every route, the axe gate, the service pages, the search
 * queries, the case studies and the posts). A page load in a tab already on the site takes about a third of the CPU
 * of one in a new browser context (no new renderer process, the scripts already compiled), and the suite is bound
 * by CPU. Each test still loads its page itself, at its own viewport and motion preference; sessionStorage (where
 * the chat keeps its conversation) and localStorage (a remembered theme) are emptied first, the system's theme is
 * light unless the test asks for dark, and the test's listeners and routes are removed after it. A
 * worker's first page is a cold load, and the other specs load every template in a fresh context. Tests that use
 * this `test` run in workers of their own (its worker fixture differs), so the tab never sits on a page beside
 * another test.
 *
 * The tab records the Content-Security-Policy violations each document reports, from its first script on
 * (`cspViolations`).
 */
export const test = base.extend<object, { sharedTab: Page }>({
  sharedTab: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, ignoreHTTPSErrors } = workerInfo.project.use;
      // (The hosting project's nginx serves a throwaway certificate.)
      const options: BrowserContextOptions = {
        baseURL,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        ignoreHTTPSErrors,
      };
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (e) =>
          seen.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`),
        );
      });
      await provide(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sharedTab, viewport, reducedMotion, colorScheme, javaScriptEnabled }, provide) => {
    // A context option cannot change on a tab that exists: a test without JavaScript needs a context of its own.
    if (javaScriptEnabled === false) throw new Error("The shared tab runs JavaScript: use @playwright/test's `test`");
    const size = sharedTab.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) {
      // On the last test's page: resized before it is left, so the next load starts from a settled renderer.
      if (sharedTab.url().startsWith("http")) await resizeTo(sharedTab, viewport);
      else await sharedTab.setViewportSize(viewport);
    }
    await sharedTab.emulateMedia({
      reducedMotion: reducedMotion ?? "no-preference",
      colorScheme: colorScheme ?? "light",
    });
    // The worker's first test finds the tab on about:blank, which has no storage. A remembered theme goes too.
    if (sharedTab.url().startsWith("http"))
      await sharedTab.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
    await provide(sharedTab);
    await sharedTab.removeAllListeners();
    await sharedTab.unrouteAll({ behavior: "ignoreErrors" });
  },
});

/** The Content-Security-Policy violations the shared tab's current document has reported. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
