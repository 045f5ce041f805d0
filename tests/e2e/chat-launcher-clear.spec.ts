import { expect, test } from "@playwright/test";
import { chatLauncherLabel } from "@/content/controls";
import { launcherCoverage, measureWithMenusOpen, scrollToTheEnd } from "./support/launcher";
import { pageHydrated } from "./support/settled";
import { templateRoutes } from "./support/templates";

// The chat launcher covers nothing at the tablet widths, where the header switches from the phone menu to the
// desktop navigation. The launcher sits in the header, which every page shares, so one page of each template (and
// of each kind of section) is walked here; every route is walked at the phone and laptop widths in
// every-route.spec.ts. One page per width walks the routes, so the check stays fast.

const widths = [768, 1024] as const;

for (const width of widths) {
  test(`at ${width} px the chat launcher covers nothing on any page template, scrolled or with a dialog open`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    for (const route of templateRoutes()) {
      const coverage = launcherCoverage(page, route);
      await page.goto(route);
      await pageHydrated(page);
      await expect(page.getByRole("button", { name: chatLauncherLabel, exact: true })).toBeVisible();
      await coverage.measure("top");
      await scrollToTheEnd(page);
      await coverage.measure("bottom");
      await measureWithMenusOpen(page, route, width, coverage.measure);
      found.push(...coverage.found);
    }
    expect(found).toEqual([]);
  });
}
