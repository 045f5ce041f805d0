import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe run in the page itself. By default @axe-core/playwright runs axe in each frame, then opens a blank page,
 * injects axe again and merges the frames' results there: 1.8–2.6 s for a service page here, against 0.7–0.8 s
 * in the page, with the same violations. Its "legacy" mode only gives up frames of another origin, which no
 * page of the site has (it asks nothing of another origin; the contact map's frame is loaded only on request).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * Run axe-core on the page (or part of it) and fail with a readable list of violations. It waits for the page's
 * load event first: a page that has just arrived can be in the DOM before its stylesheet applies, and axe would
 * judge the unstyled page (its links too small to tap, say) instead of the one a visitor sees.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.waitForLoadState("load");
  // Only violations are judged, so only they are collected in full: axe keeps one example of each rule that passed
  // or needs review instead of every node, which took about a sixth of its time on a long page.
  let builder = axeOn(page)
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every CSS transition running has ended. Under reduced motion every property still transitions for 0.01 ms
 * (globals.css), so right after the theme changes a colour reads as the old one until the next frame.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's colour-contrast rule alone: the page in another theme, where only the colours changed. */
export async function expectNoContrastViolations(page: Page, where: string) {
  await transitionsEnded(page);
  const results = await axeOn(page).withRules(["color-contrast"]).analyze();
  const summary = results.violations.flatMap((v) =>
    v.nodes.slice(0, 8).map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  );
  expect(summary, `colour contrast on ${page.url()} ${where}`).toEqual([]);
}
