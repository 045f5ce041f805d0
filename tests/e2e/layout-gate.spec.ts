import path from "node:path";
import { expect, test } from "@playwright/test";
import { layoutFaults } from "./support/layoutFaults";

// The layout gate finds what it exists for: small pages with the broken CSS it was written against (a row of
// chips that widens the page, a salary that runs into its neighbour, a covered button, a clipped placeholder, an
// icon squeezed by its row), and a clean page where it finds nothing. Served from the site's own origin, as the walk's pages are.

const fixture = (name: string) => path.join("tests/e2e/fixtures/layout", `${name}.html`);

test.use({ viewport: { width: 390, height: 844 } });

for (const { name, finds } of [
  { name: "chips-in-a-grid", finds: [/^the document is \d+ px wide in a 390 px window$/] },
  { name: "salary-over-experience", finds: [/^text dd "₹45,000-65,000 \/ month" overlaps text dd "1–3 years"/] },
  {
    name: "covered-and-clipped",
    finds: [
      /^button "Pause background video" at \d+,\d+ is covered by span ""$/,
      /^placeholder "Search" needs \d+ px and has \d+$/,
    ],
  },
  { name: "squeezed-icon", finds: [/^an icon in button "Menu of the site" is squeezed to \d+\.\d px of 22$/] },
  { name: "clean", finds: [] },
]) {
  test(`the layout gate on ${name}: ${finds.length ? "finds each fault" : "finds nothing"}`, async ({ page }) => {
    await page.route("**/__layout-fixture", (route) => route.fulfill({ path: fixture(name) }));
    await page.goto("/__layout-fixture");
    const faults = await layoutFaults(page);
    for (const fault of finds) expect(faults, String(fault)).toContainEqual(expect.stringMatching(fault));
    expect(faults).toHaveLength(finds.length);
  });
}

// The walk checks the wide desktops by widening a loaded page's window (every-route.spec.ts): a fault that only a
// wider window's media queries bring is found after the resize as it would be after a load at that width.
test("the layout gate after widening the window: finds the header row that fills up at 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route("**/__layout-fixture", (route) => route.fulfill({ path: fixture("full-header-row") }));
  await page.goto("/__layout-fixture");
  expect(await layoutFaults(page), "at 1280 px").toEqual([]);
  for (const width of [1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const faults = await layoutFaults(page);
    expect(faults, `at ${width} px`).toContainEqual(
      expect.stringMatching(/^button "Search" at \d+,\d+ is covered by /),
    );
  }
});
