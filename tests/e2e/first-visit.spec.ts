import { expect, test, type Page } from "@playwright/test";
import { caseStudies } from "@/lib/content/caseStudies";
import { pageHydrated } from "./support/settled";
import { nextFrame } from "./support/frames";
import { heldBackRelay } from "./support/heldBack";
import { drawnFaces } from "./support/drawnFaces";

// A first visit: a fresh browser (nothing cached) on a slow phone link. The headings are in the display face, on a
// phone too, nothing moves while the page and the face arrive, and home's first screen shows the agency's work,
// each piece a link to its case study. As most visitors come: motion allowed (the site project's default is reduced
// motion), so the fades and home's deferred video are part of what must not move the page.
test.use({ reducedMotion: "no-preference" });

/** Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up (CDP counts bytes per second). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };
const DISPLAY_FACE = "/fonts/space-grotesk-700.woff2";

/** What the page records about itself from its first script on (an init script: the CSP allows no inline one). */
interface FirstVisit {
  shift: number;
  /** What moved, for the failure message: each shift's value, time and the elements it moved. */
  shifts: string[];
  /** The display face's state when the first paint was reported, and its font-display. */
  faceAtFirstPaint?: string;
  faceDisplay?: string;
}

async function slowFirstVisit(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await page.addInitScript(() => {
    const seen: FirstVisit = { shift: 0, shifts: [] };
    const named = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.split(" ")[0]}` : ""}`
        : (node?.nodeName ?? "gone");
    (window as unknown as { firstVisit: FirstVisit }).firstVisit = seen;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        seen.shift += entry.value;
        const moved = entry.sources.map(
          (s) => `${named(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
        );
        seen.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver(() => {
      const face = [...document.fonts].find(
        (f) => f.family.replace(/"/g, "") === "Space Grotesk" && f.weight === "700",
      );
      seen.faceAtFirstPaint ??= face?.status ?? "not declared";
      seen.faceDisplay ??= face?.display;
    }).observe({ type: "paint", buffered: true });
  });
}

const firstVisit = (page: Page) => page.evaluate(() => (window as unknown as { firstVisit: FirstVisit }).firstVisit);

/** Home's first screen holds a piece of work, drawn, that links to a case study. */
async function workOnFirstScreen(page: Page, path: string) {
  const size = page.viewportSize()!;
  const links = page
    .locator("main section")
    .first()
    .getByRole("link")
    .filter({ has: page.locator("img") });
  await expect(links.first(), `${path}: the hero holds linked work`).toBeVisible();
  const pieces = await links.evaluateAll((all) =>
    all.map((link) => {
      const img = link.querySelector("img")!;
      const box = img.getBoundingClientRect();
      return {
        href: link.getAttribute("href")!,
        drawn: img.complete && img.naturalWidth > 0,
        sized: img.hasAttribute("width") && img.hasAttribute("height"),
        box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      };
    }),
  );
  const slugs = new Set(caseStudies.map((study) => study.slug));
  for (const piece of pieces) {
    expect(piece.href, `${path}: a piece of work links to a case study`).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
    expect(slugs.has(piece.href.split("/").pop()!), `${path}: ${piece.href} is a case study`).toBe(true);
    expect(piece.sized, `${path}: ${piece.href}'s image has its width and height`).toBe(true);
  }
  const inView = pieces.filter(
    ({ box, drawn }) => drawn && box.top >= 0 && box.left >= 0 && box.bottom <= size.height && box.right <= size.width,
  );
  expect(
    inView.length,
    `${path} at ${size.width}×${size.height}: a whole, drawn piece of work on the first screen`,
  ).toBeGreaterThan(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`a first visit on slow 4G at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("home: the headings in the display face, nothing moves, the work on the first screen", async ({ page }) => {
      await slowFirstVisit(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await pageHydrated(page);
      await page.evaluate(() => document.fonts.ready);
      // Layout shifts are reported for the frame that shows them: let two frames pass.
      await nextFrame(page, 2);
      const seen = await firstVisit(page);
      // The emulated link held: the document's bytes came no faster than the link carries them.
      const { body, bytes } = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        return { body: nav!.responseEnd - nav!.responseStart, bytes: nav!.transferSize };
      });
      expect(body, "the page arrived over the slow link").toBeGreaterThanOrEqual(
        (0.9 * bytes * 1000) / SLOW_4G.downloadThroughput,
      );
      // The face was on its way when the page first painted (the layout of the first paint asks for it). "swap":
      // arriving after it, it replaces a system face matched to its metrics, which the layout shift below holds to
      // no visible reflow.
      expect(seen.faceDisplay, "the display face's font-display").toBe("swap");
      expect(seen.faceAtFirstPaint, "the display face was on its way when the page first painted").toMatch(
        /^load(ing|ed)$/,
      );
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Space Grotesk"/);
      // The cut's own name (the variable font's instance), never a system face standing in for it.
      const [h1Faces] = await drawnFaces(page, "h1");
      const drawn = h1Faces!.faces.map((face) => face.family);
      expect(drawn.length, "the h1 is drawn").toBeGreaterThan(0);
      expect(
        drawn.filter((family) => !family.startsWith("Space Grotesk")),
        "the h1 is drawn in the display face",
      ).toEqual([]);
      // The face's files on the wire, headers included: the bold the headings use, and nothing more on home.
      const wire = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/fonts/space-grotesk"))
          .map((entry) => ({
            file: new URL(entry.name).pathname,
            bytes: (entry as PerformanceResourceTiming).transferSize,
          })),
      );
      expect(wire.map((font) => font.file)).toEqual([DISPLAY_FACE]);
      expect(wire[0]!.bytes, "the display face's bytes on the wire").toBeLessThanOrEqual(10 * 1024);
      expect(
        seen.shift,
        `cumulative layout shift while the page arrived (${seen.shifts.join("; ")})`,
      ).toBeLessThanOrEqual(0.01);
      await workOnFirstScreen(page, "/");
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`Telugu and Hindi at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/te", "/hi"]) {
      test(`${path}: the work on the first screen, each piece a link to its case study`, async ({ page }) => {
        await page.goto(path);
        await pageHydrated(page);
        await workOnFirstScreen(page, path);
      });
    }
  });
}

test.describe("the smallest phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("'Get Started Today' is on home's first screen at 320 px", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("link", { name: "Get Started Today" });
    await expect(cta).toBeInViewport({ ratio: 1 });
  });
});

// A slow link paints the page from part of its HTML. Home's hero arranges its pieces in a grid, so a piece placed
// above one that comes before it in the document would push the other down when its HTML arrived: held back before
// each piece of the hero in turn, nothing the hero has drawn may move. The parser also draws frames inside the part
// it has (about 10 ms of parsing at a time), so a piece drawn half-parsed must not move when the rest of it comes.
for (const width of [768, 1440]) {
  test(`home at ${width} px: nothing in the hero moves when the rest of its HTML arrives`, async ({
    browser,
    baseURL,
  }) => {
    const viewport = { width, height: 900 };
    const relay = await heldBackRelay(baseURL!);
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      // The hero's pieces (the heading's siblings), each by its start tag as the document spells it.
      const { container, pieces } = await page.evaluate(() => {
        const hero = document.querySelector("main h1")!.parentElement!;
        const pieces = Array.from(hero.children, (el) => el.outerHTML.slice(0, el.outerHTML.indexOf(">") + 1));
        return { container: hero.className, pieces };
      });
      expect(pieces.length, "the hero's pieces").toBeGreaterThan(2);
      for (const [index, piece] of pieces.entries()) {
        if (index === 0) continue;
        relay.holdBefore(piece);
        const partial = await context.newPage();
        // The rest is sent once the pieces before the held one are in the document and two frames have drawn them.
        await partial.exposeFunction("drawnInPart", () => relay.release());
        await partial.addInitScript(
          ({ container, parsed }) => {
            const shifts: string[] = [];
            (window as unknown as { heroShifts: string[] }).heroShifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
              })[]) {
                for (const source of entry.sources) {
                  const node = source.node instanceof Element ? source.node : source.node?.parentElement;
                  if (!node?.closest("main section:first-of-type")) continue;
                  const moved = Math.round(source.currentRect.y - source.previousRect.y);
                  const named = `${node.localName}.${(node.getAttribute("class") ?? "").split(" ").join(".")}`;
                  if (moved !== 0) shifts.push(`${named} moved ${moved} px`);
                }
              }
            }).observe({ type: "layout-shift", buffered: true });
            const drawn = () => (window as unknown as { drawnInPart: () => void }).drawnInPart();
            const check = () => {
              const hero = document.querySelector(`[class="${container}"]`);
              if ((hero?.children.length ?? 0) >= parsed) requestAnimationFrame(() => requestAnimationFrame(drawn));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { container, parsed: index },
        );
        await partial.goto(`${relay.origin}/`, { timeout: 30_000 });
        relay.assertHeld();
        await nextFrame(partial, 2);
        const moved = await partial.evaluate(() => (window as unknown as { heroShifts: string[] }).heroShifts);
        expect(moved, `drawn as parsed up to ${piece}, then the rest arrived`).toEqual([]);
        await partial.close();
      }
    } finally {
      await context.close();
      await relay.close();
    }
  });
}
