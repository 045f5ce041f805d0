import { expect, test, type Page } from "@playwright/test";
import { chatNames } from "./support/chatNames";

// The display face arriving after the first paint must not move the page under the reader: on a slow phone it
// comes after the text, and a swap would rewrap the headings (a layout shift the visitor sees).

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
    // Layout shifts are reported for the frame that shows them: let two frames pass.
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

test.describe("fonts on a slow phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the display face arriving late moves nothing on an English page", async ({ page }) => {
    expect(await layoutShiftWhenTheFaceArrivesLate(page, "/insights", /space_grotesk.*\.woff2$/)).toBe(0);
  });
});
