import { expect, test, type Page } from "@playwright/test";
import { chatNames } from "./support/chatNames";
import { nextFrame } from "./support/frames";

// The display face arriving after the first paint must not move the page under the reader: on a slow link it
// comes after the text, and the system face standing in for it is matched to its metrics
// (app/displayFace.css), so the swap moves nothing a reader would see (a layout shift of 0.01 at most). A first
// visit on slow 4G: ./first-visit.spec.ts.

/** Load `path` with the font files matching `face` held back until the page works, then let them arrive. */
async function layoutShiftWhenTheFaceArrivesLate(page: Page, path: string, face: RegExp): Promise<number> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(face, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { __shifts: number }).__shifts = 0);
    void shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Not "load": the held font would hold the load event too.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // The page works (its chat button appears once hydrated) while the face is still on its way.
  await expect(page.getByRole("button", { name: chatNames(path).launcher, exact: true })).toBeVisible();
  expect(requested, `${path} asks for the face`).toBe(true);
  release();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // Layout shifts are reported for the frame that shows them: let two frames pass.
  await nextFrame(page, 2);
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

const DISPLAY_FACE = /\/fonts\/space-grotesk-700\.woff2$/;

test.describe("the display face on a wide screen", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("arriving late, it moves nothing on an English page", async ({ page }) => {
    expect(await layoutShiftWhenTheFaceArrivesLate(page, "/insights", DISPLAY_FACE)).toBeLessThanOrEqual(0.01);
  });
});
