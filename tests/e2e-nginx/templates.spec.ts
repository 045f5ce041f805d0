import { expect } from "@playwright/test";
import { chatIn } from "@/lib/content/chat";
import { scriptPaths } from "@/lib/hosting";
import { canonicalRoutes } from "@/lib/routes";
import { pageSettled } from "../e2e/support/settled";
import { cspViolations, test } from "../e2e/support/sharedTab";
import { templateRoutes } from "../e2e/support/templates";
import { watchConsole } from "./support";
import { unknownPath } from "../e2e/support/routes";

const routes = canonicalRoutes().map((r) => r.path);

// In a browser, one page of each template (support/templates.ts) and the 404 page: the policy is per template,
// and every route's headers and policy are checked without one in hosting.spec.ts (the walk of every route in a browser is
// e2e/every-route.spec.ts, whose server sends the same headers: static-hosts.spec.ts).
test.describe("every template under nginx with the shipped configuration", () => {
  for (const route of [...templateRoutes().filter((r) => routes.includes(r)), unknownPath]) {
    test(`${route}: loads with zero CSP violations and zero console errors`, async ({ page }) => {
      const watch = watchConsole(page, { expectedStatus404: route === unknownPath });
      const response = await page.goto(route);
      await pageSettled(page);
      expect(response?.status()).toBe(route === unknownPath ? 404 : 200);
      // Interactive parts hydrate under the policy: open the chat assistant when the page has one.
      const chat = page.getByRole("button", { name: /chat/i });
      if ((await chat.count()) > 0) {
        await chat.first().click();
        await expect(page.getByRole("dialog", { name: chatIn("en").assistant.title })).toBeVisible();
        await pageSettled(page);
      }
      // The scripts the page names ran under the policy with their integrity (hosting.spec.ts checks the bytes).
      const html = await response!.text();
      const named = [...html.matchAll(/<script\b[^>]*>/g)]
        .filter(([tag]) => /\sasync[\s=>]/.test(tag))
        .flatMap(([tag]) => scriptPaths(tag));
      expect(named.length).toBeGreaterThan(0);
      const loaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>("script[src][integrity]")].map((s) => new URL(s.src).pathname),
      );
      expect(loaded).toEqual(expect.arrayContaining(named));
      expect(await cspViolations(page)).toEqual([]);
      expect(watch.consoleProblems).toEqual([]);
      // Analytics are off unless enabled at build: not a single request.
      expect(watch.analyticsRequests).toEqual([]);
    });
  }
});
