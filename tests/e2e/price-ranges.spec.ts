import { expect, test } from "@playwright/test";
import { pages } from "@/lib/content/pages";
import { serviceById } from "@/lib/content/services";
import { priceRanges } from "./support/priceRanges";
import { viewports } from "./support/routes";
import { pageHydrated } from "./support/settled";

// Every route's price ranges are checked to sit on one line at 390 px in the walk of every route
// (every-route.spec.ts). This checks that the check sees them: the pages that show prices show ranges it finds.
test.use({ viewport: viewports.phone });

test("the price-range check finds the ranges on the pages that show prices", async ({ page }) => {
  let seen = 0;
  // The careers salaries, the home FAQ's prices and the web development prices.
  for (const route of [pages.careers.path, pages.home.path, serviceById("web-development").path]) {
    await page.goto(route);
    await pageHydrated(page);
    const ranges = await priceRanges(page);
    expect(ranges.length, `price ranges on ${route}`).toBeGreaterThan(0);
    expect(ranges.filter((r) => r.lines > 1)).toEqual([]);
    seen += ranges.length;
  }
  expect(seen).toBeGreaterThan(5);
});
