import { expect, test, type Page } from "@playwright/test";
import { drawnFaces } from "./support/drawnFaces";

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

/** Each visible heading holding English words: its text, and the width its lines take together. */
function englishInHeadings(page: Page): Promise<{ text: string; width: number }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("h1, h2, h3, h4"))
      .filter((heading) => /[A-Za-z]{3}/.test(heading.textContent ?? "") && heading.checkVisibility())
      .map((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        const width = Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
        return { text: heading.textContent!.trim().slice(0, 40), width };
      }),
  );
}

for (const locale of ["te", "hi"] as const) {
  test(`/${locale}: English words in headings take the same room on a first visit as on the next, then in Noto's Latin`, async ({
    page,
  }) => {
    // The Latin face is "optional": a first visit draws those words in a system face matched to it
    // (app/scriptLatinFallbacks.css), so a heading wraps as it will once the face is cached.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}`);
    await page.evaluate(() => document.fonts.ready);
    const first = await englishInHeadings(page);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    const next = await englishInHeadings(page);
    expect(next.map((heading) => heading.text)).toEqual(first.map((heading) => heading.text));
    expect(first.length, "headings with English words").toBeGreaterThan(3);
    const apart = first
      .map((heading, i) => ({ text: heading.text, ratio: heading.width / next[i]!.width }))
      .filter(({ ratio }) => Math.abs(ratio - 1) > 0.05)
      .map(({ text, ratio }) => `"${text}": ${ratio.toFixed(3)} of its width on the next visit`);
    expect(apart, "headings whose English words took other room on the first visit").toEqual([]);
    const systemDrawn = (await drawnFaces(page, "h1, h2, h3, h4"))
      .map(({ element, faces }) => ({ element, system: faces.filter((face) => !face.web) }))
      .filter(({ system }) => system.length)
      .map(({ element, system }) => `${element}: ${system.map((face) => face.family)}`);
    expect(systemDrawn, "headings drawn in a system face once the faces are cached").toEqual([]);
  });
}
