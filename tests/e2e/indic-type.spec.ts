import { expect, test, type Page } from "@playwright/test";

// Telugu and Hindi have no capitals, and spacing letters apart breaks their syllables: no Telugu or Hindi text is
// set in capitals or spaced out, whatever the English design does with its eyebrows and labels. A figure and its
// words ("60% వరకు") stay on one line among home's figures, inside its column.

/** Visible Telugu or Hindi text set in capitals or with letter spacing: one line each. */
function spacedOrCapitalised(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!parent || !/[\u0900-\u097f\u0c00-\u0c7f]/.test(text)) continue;
      if (!parent.checkVisibility() || parent.closest("script, style")) continue;
      const style = getComputedStyle(parent);
      if (style.textTransform !== "none" || style.letterSpacing !== "normal")
        found.push(
          `${parent.tagName.toLowerCase()} "${text.slice(0, 30)}": ${style.textTransform}, ${style.letterSpacing}`,
        );
    }
    return found;
  });
}

for (const locale of ["te", "hi"] as const) {
  test(`/${locale}: no capitals or letter spacing on the script, and the ROI figure on one line`, async ({ page }) => {
    for (const path of [`/${locale}`, `/${locale}/about`, `/${locale}/careers`, `/${locale}/case-studies`]) {
      await page.goto(path);
      expect(await spacedOrCapitalised(page), path).toEqual([]);
    }
    // The welcome section's figures, on a phone and on wide screens.
    for (const width of [320, 390, 1100, 1280, 1920]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/${locale}`);
      const figure = page
        .locator("dd")
        .filter({ hasText: /^60%\s/ })
        .first();
      const { lines, overflow } = await figure.evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        const rects = Array.from(range.getClientRects());
        const box = dd.getBoundingClientRect();
        const right = Math.max(...rects.map((rect) => rect.right));
        return { lines: new Set(rects.map((rect) => Math.round(rect.top))).size, overflow: right - box.right };
      });
      const shown = `"${await figure.textContent()}" at ${width} px`;
      expect(lines, shown).toBe(1);
      expect(overflow, `${shown}: past its column`).toBeLessThanOrEqual(0.5);
    }
  });
}
