import { expect, test } from "@playwright/test";
import { readToTheEnd } from "./support/reading";

// A 3× phone gets each work image at about twice the width it shows: as sharp as on a 2× screen, and not the file a
// laptop would take, whose extra bytes would share a slow link with the page's scripts (docs/decisions.md, "Images
// at most twice their size"). Below 2.5× the browser's own choice stands, so 3× is where this can go wrong.

const PAGES = ["/", "/web-development-services", "/app-development-services", "/case-studies"];

interface Shown {
  file: string;
  fileWidth: number;
  shownWidth: number;
  widths: number[];
}

test.describe("a phone at 3×", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  for (const path of PAGES) {
    test(`${path}: each work image about twice the width it shows`, async ({ page }) => {
      await page.goto(path);
      await readToTheEnd(page);
      const shown: Shown[] = await page.locator("main picture img").evaluateAll((imgs: HTMLImageElement[]) =>
        imgs
          .map((img) => ({ img, srcset: img.parentElement!.querySelector("source")!.srcset }))
          // The work, not home's poster behind the hero, which has its own sizes (one per shape of screen).
          .filter(({ img, srcset }) => srcset.includes("/images/work/") && img.complete && img.currentSrc)
          .map(({ img, srcset }) => {
            const width = (url: string) => Number(/-(\d+)\.\w+$/.exec(url)![1]);
            return {
              file: img.currentSrc,
              fileWidth: width(img.currentSrc),
              shownWidth: img.getBoundingClientRect().width,
              widths: srcset.split(",").map((candidate) => width(candidate.trim().split(" ")[0]!)),
            };
          }),
      );
      expect(shown.length, `${path}: work images loaded`).toBeGreaterThan(0);
      for (const { file, fileWidth, shownWidth, widths } of shown) {
        const twice = 2 * shownWidth;
        // A slot's `sizes` is a little wider than some layouts draw it, hence the tenth of slack.
        const enough = widths.find((w) => w >= 1.1 * twice) ?? Math.max(...widths);
        expect(fileWidth, `${file}, shown ${shownWidth} px wide: sharp at 2×`).toBeGreaterThanOrEqual(
          Math.min(twice, Math.max(...widths)),
        );
        expect(fileWidth, `${file}, shown ${shownWidth} px wide: no larger than 2× needs`).toBeLessThanOrEqual(enough);
      }
    });
  }
});
