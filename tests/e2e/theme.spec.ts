import { expect, test, type Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "@/lib/theme";
import { transitionsEnded } from "./support/axe";
import { pageHydrated } from "./support/settled";

// Light and dark. The site follows the system's setting with no script, and the header's toggle (the mobile
// menu's below 1024 px) remembers an explicit choice on the device. The page's first frame is already in the right
// theme: every frame the browser draws from the first one with a body to the load event is recorded, and each one
// must have the theme's page colour (a flash of the other theme would be one frame of the other colour).

const PAPER = { light: "rgb(255, 255, 255)", dark: "rgb(16, 22, 43)" } as const;
type Theme = keyof typeof PAPER;

/**
 * Records the body's background in every frame, from the document's start to its load event, and the first frame
 * whenever it comes: a reload served from the cache can finish loading before the browser draws at all.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { themeFrames: string[] }).themeFrames = frames;
    // A rAF callback runs just before its frame is drawn: what it reads is what that frame shows.
    const tick = () => {
      if (document.body) frames.push(getComputedStyle(document.body).backgroundColor);
      if (document.readyState !== "complete" || frames.length === 0) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function framesUntilLoad(page: Page): Promise<string[]> {
  await page.waitForLoadState("load");
  // The first frame, if the page loaded before it was drawn (waitForFunction fails after its timeout).
  await page.waitForFunction(() => (window as unknown as { themeFrames: string[] }).themeFrames.length > 0);
  return page.evaluate(() => (window as unknown as { themeFrames: string[] }).themeFrames);
}

/** Every frame drawn, the first one included, had the theme's page colour. */
async function expectEveryFrame(page: Page, theme: Theme) {
  const frames = await framesUntilLoad(page);
  expect(frames[0], "the first frame").toBe(PAPER[theme]);
  expect(new Set(frames), "every frame until the page loaded").toEqual(new Set([PAPER[theme]]));
}

async function pageColour(page: Page) {
  await transitionsEnded(page);
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`the system set to ${theme}`, () => {
    test.use({ colorScheme: theme });

    test(`the first frame is ${theme}, on an English and a Telugu page`, async ({ page }) => {
      await recordFrames(page);
      await page.goto("/");
      await expectEveryFrame(page, theme);
      await page.goto("/te/contact");
      await expectEveryFrame(page, theme);
    });

    const other: Theme = theme === "light" ? "dark" : "light";
    test(`a remembered ${other} choice is there at the first frame after a reload and on a new page`, async ({
      page,
    }) => {
      await page.goto("/about");
      await pageHydrated(page);
      const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
      await expect(toggle).toHaveAttribute("aria-pressed", String(theme === "dark"));
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", String(other === "dark"));
      expect(await pageColour(page)).toBe(PAPER[other]);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(other);

      await recordFrames(page);
      await page.reload();
      await expectEveryFrame(page, other);
      await page.goto("/hi/services");
      await expectEveryFrame(page, other);
      await pageHydrated(page);
      await expect(page.getByRole("banner").getByRole("button", { name: "डार्क थीम" })).toHaveAttribute(
        "aria-pressed",
        String(other === "dark"),
      );
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: "light" });

  test("the mobile menu's toggle switches the theme and the next page keeps it", async ({ page }) => {
    await page.goto("/");
    await pageHydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const toggle = page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await pageColour(page)).toBe(PAPER.dark);
    await page.goto("/contact");
    expect(await pageColour(page)).toBe(PAPER.dark);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const theme of ["light", "dark"] as const) {
    test(`the page follows the system's ${theme} setting and shows no toggle`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/services");
      expect(await pageColour(page)).toBe(PAPER[theme]);
      await expect(page.getByRole("button", { name: "Dark theme" })).toHaveCount(0);
    });
  }
});
