import { expect, type Page } from "@playwright/test";
import { caseStudyPath } from "@/lib/caseStudies";
import { serviceRecordsIn } from "@/lib/content/services";
import type { Locale } from "@/lib/locales";
import { localizePath } from "@/lib/locales";
import { test } from "./support/sharedTab";

// Each service page shows work of its own discipline early: the pieces its record names (content/services/,
// `showcase` of the hero), framed as its kind says, the first one seen on a phone within two screens and on a
// desktop on the first, loaded, each linked to the case study it was made for.

const screens = [
  { width: 390, height: 844, count: 2 },
  { width: 1440, height: 900, count: 1 },
] as const;

async function firstPieceSeen(page: Page, path: string, locale: Locale, within: number, width: number) {
  const record = serviceRecordsIn(locale).find((r) => localizePath(r.path, locale) === path)!;
  const { showcase } = record.sections[0];
  await page.goto(path);
  const group = page.getByRole("main").getByRole("list", { name: showcase.label, exact: true });
  await expect(group, `${path}: the work of the page, framed as ${showcase.kind}`).toHaveAttribute(
    "data-showcase",
    showcase.kind,
  );
  const first = group.getByRole("img", { name: showcase.items[0]!.work.alt, exact: true });
  await expect(first).toBeVisible();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `${path}: ${showcase.items[0]!.work.src} loads`,
    })
    .toBe(true);
  const box = (await first.boundingBox())!;
  // Read where the page opens: at least 120 px of the piece within the screens, and inside the width.
  expect(box.y + 120, `${path}: the first piece starts within ${within} px`).toBeLessThanOrEqual(within);
  expect(box.x, `${path}: the first piece is not off to the side`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${path}: the first piece is inside the screen`).toBeLessThanOrEqual(width + 1);
  for (const item of showcase.items.filter((i) => i.caseStudy)) {
    await expect(group.getByRole("link", { name: item.work.caption, exact: true })).toHaveAttribute(
      "href",
      caseStudyPath(item.caseStudy!),
    );
  }
}

for (const { width, height, count } of screens) {
  test.describe(`a service's own work, at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });
    for (const record of serviceRecordsIn("en")) {
      test(`${record.path}: its ${record.sections[0].showcase.kind} within ${count} screen(s)`, async ({ page }) => {
        await firstPieceSeen(page, record.path, "en", count * height, width);
      });
    }
  });
}

test.describe("in Telugu and Hindi, at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ["te", "hi"] as const) {
    for (const record of serviceRecordsIn(locale).slice(0, 3)) {
      const path = localizePath(record.path, locale);
      test(`${path}: the work, described in the page's language`, async ({ page }) => {
        await firstPieceSeen(page, path, locale, 2 * 844, 390);
      });
    }
  }
});
