import { expect, type Locator, type Page } from "@playwright/test";
import { pages } from "@/content/pages";
import { serviceRecordByPath } from "@/content/services/records";
import { collectConsoleErrors } from "./support/console";
import { exportedPages } from "./support/exportedPages";
import { launcherCoverage, measureWithMenusOpen, scrollToTheEnd } from "./support/launcher";
import { chatNames } from "./support/chatNames";
import { layoutFaults } from "./support/layoutFaults";
import { priceRanges } from "./support/priceRanges";
import { foreign, readToTheEnd, recordRequests } from "./support/reading";
import { unknownPath } from "./support/routes";
import { nextFrame, pageSettled } from "./support/settled";
import { cspViolations, test } from "./support/sharedTab";
import { templateRoutes } from "./support/templates";
import { localeInfo, localeOfPath } from "@/content/locales";
import { pageFor } from "@/content/localizedPages";
import { localHref } from "@/content/translations";

// The one browser walk of every page: every HTML file in out/ (support/exportedPages.ts), at 320, 390, 768, 1024
// and 1280 px, one load each, measuring all that only a browser can see in that visit. The 1280 px visit then
// widens the window to 1366, 1440 and 1920 px, the desktops most visitors use, and runs the layout gate at each:
// a resize re-applies every media query, as a load at that width would, for a fifth of a load's time. In the dark
// theme (the system's setting, emulated in the same visit) the gate runs again at 390 and 1440 px. Loading and reading the
// page raises no console error or CSP violation and asks nothing of another origin (docs/privacy.md; every page
// links the privacy notice). The layout gate (support/layoutFaults.ts) finds no sideways scroll, no text over
// text, no control covered or cut off and no clipped placeholder, measured with reduced motion (nothing mid-way
// through an animation); at 390 px, home and every service page are at most ten screens (8,440 px) tall; the chat
// launcher covers nothing at the top and the end of the page. At 390 px on every page, and at 768, 1024 and
// 1280 px on each template (support/templates.ts), the chat, the menu for the width and the job dialogs are
// opened, and the gate and the launcher's check run on each: the pause control of moving content stays reachable
// with the chat open. On a
// phone, nothing floating covers the first screen and no price range is split across lines. At 390 and 1280 px
// every stylesheet and image the page preloads is one it uses (Chrome warns "preloaded but not used"), also
// once it has prefetched the pages it links to. What the HTML alone shows (validity, links, metadata, structured
// data) is checked over every exported file without a browser (html-validity, links and seo specs).

/** Descriptions of the text and controls of the first screen that a floating element overlaps. */
function coveredOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const onFirstScreen = (r: DOMRect) => r.bottom > 0 && r.top < window.innerHeight && r.width > 1 && r.height > 1;
    const header = document.querySelector("header");
    const floating = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
      (el) =>
        getComputedStyle(el).position === "fixed" &&
        !header?.contains(el) &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        onFirstScreen(el.getBoundingClientRect()),
    );
    const targets: { what: string; rect: DOMRect; node: Node }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest("script, style, noscript")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (onFirstScreen(rect)) targets.push({ what: `text "${node.textContent.trim().slice(0, 40)}"`, rect, node });
      }
    }
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, iframe"),
    )) {
      const rect = el.getBoundingClientRect();
      if (el.checkVisibility({ visibilityProperty: true }) && onFirstScreen(rect)) {
        targets.push({
          what: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`,
          rect,
          node: el,
        });
      }
    }
    return floating.flatMap((el) =>
      targets
        .filter((t) => !el.contains(t.node) && !t.node.contains(el) && overlaps(el.getBoundingClientRect(), t.rect))
        .map((t) => `${el.tagName.toLowerCase()}.${el.className} covers ${t.what}`),
    );
  });
}

/** Preloaded stylesheets the page does not apply and preloaded images (for this width) it does not show. */
function unusedPreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const applied = new Set(Array.from(document.styleSheets, (sheet) => sheet.href));
    const shown = new Set(Array.from(document.images, (image) => image.currentSrc).filter(Boolean));
    const candidates = (link: HTMLLinkElement) =>
      [link.href, ...(link.imageSrcset || "").split(",").map((c) => c.trim().split(/\s+/)[0])]
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url, document.baseURI).href);
    const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
    return [
      ...preloads
        .filter((link) => link.as === "style" && !applied.has(link.href))
        .map((link) => `stylesheet ${link.href}`),
      ...preloads
        .filter((link) => link.as === "image" && (!link.media || matchMedia(link.media).matches))
        .filter((link) => !candidates(link).some((url) => shown.has(url)))
        .map((link) => `image ${candidates(link)[0]}`),
    ];
  });
}

/** The buttons that pause or play moving content (the hero videos, the marquee, the testimonials). */
const MOTION_CONTROL = /^(Pause|Play)\b/;

const widths = [320, 390, 768, 1024, 1280] as const;
/** The wide desktops, walked in the 1280 px visit; the dark theme's widths (the phone and a wide desktop). */
const WIDE = { from: 1280, widths: [1366, 1440, 1920] } as const;
const DARK_WIDTHS = new Set<number>([390, 1440]);
/** Home and every service page end within ten screens of a 390 × 844 phone (long card sets scroll sideways). */
const PHONE_HEIGHT = { width: 390, limit: 10 * 844 } as const;
/** Where the preloads are checked: a phone and a laptop (every page on the phone, each template on the laptop). */
const preloadWidths = new Set<number>([390, 1280]);
const isPhone = (width: number) => width < 768;
const templates = new Set(templateRoutes());

for (const width of widths) {
  const also = width === WIDE.from ? ` (then ${WIDE.widths.join(", ")} px)` : "";
  test.describe(`every page at ${width} px${also}`, () => {
    test.use({ viewport: { width, height: width < 1024 ? 844 : 800 } });
    for (const route of exportedPages("out", unknownPath)) {
      const template = templates.has(route);
      const preloads = preloadWidths.has(width) && (width === 390 || template);
      // Every page on the phone; on wider screens the header's menus and the chat are the same over every page of a
      // template, so each template once (the time the wide and dark checks take is paid for here).
      const states = width === 390 || (template && width !== 320);
      test(`${route} at ${width} px: laid out cleanly, no console error, no CSP violation, nothing from another origin${states ? ", with each menu and dialog open" : ""}`, async ({
        page,
        baseURL,
      }) => {
        const errors = collectConsoleErrors(page, { notFound: route.endsWith(unknownPath) });
        const requests = recordRequests(page);
        // Every other page prefetches home (the logo links there) once it has hydrated and the browser is idle.
        const homePrefix = localeInfo[localeOfPath(route)].prefix;
        const homePrefetched = preloads && route !== "/" && route !== homePrefix;
        await page.goto(route);
        await pageSettled(page);

        // The first screen, as it is on arrival.
        await expect(page.getByRole("button", { name: chatNames(route).launcher, exact: true })).toBeVisible();
        const launcher = launcherCoverage(page, route);
        await launcher.measure("top");
        if (isPhone(width)) {
          expect(await coveredOnFirstScreen(page), "floating elements over the first screen").toEqual([]);
        }
        if (homePrefetched) {
          // Read in the page's own resource timing, which also lists a response the browser had cached.
          // The page's language's home, in its root layout's route group: <prefix>/__next.!<group>….__PAGE__.txt.
          await page.waitForFunction(
            (prefix) =>
              performance
                .getEntriesByType("resource")
                .some((entry) =>
                  new RegExp(`^${prefix}/__next\\.[^/]*__PAGE__\\.txt$`).test(new URL(entry.name).pathname),
                ),
            homePrefix,
            { timeout: 30_000 },
          );
          await nextFrame(page);
          expect(await unusedPreloads(page), "preloaded but not used").toEqual([]);
        }

        // The layout, still: reduced motion shows every fade-in at once and stops what moves.
        const faults: string[] = [];
        const gate = async (where: string, layer?: Locator) => {
          // The chat panel leaves the page beside it in view: what moves there can still be paused.
          const found = await layoutFaults(page, {
            layer,
            reachable: where === "chat open" ? MOTION_CONTROL : undefined,
          });
          faults.push(...found.map((fault) => `${where}: ${fault}`));
        };
        if (states) {
          // The chat, the menus and the dialogs open over each page, measured at its top
          // where the hero's pause control is.
          await measureWithMenusOpen(page, route, width, async (where, layer) => {
            await launcher.measure(where);
            await gate(where, layer);
          });
        }
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gate("page");
        // The dark theme, where the visitor's system asks for it: the same page, its colours switched.
        // (Each in a step of its own: the report times them apart from the rest of the visit.)
        const dark = async (at: number) => {
          if (!DARK_WIDTHS.has(at)) return;
          await test.step(`dark theme at ${at} px`, async () => {
            await page.emulateMedia({ colorScheme: "dark" });
            await gate(`dark theme at ${at} px`);
            await page.emulateMedia({ colorScheme: "light" });
          });
        };
        await dark(width);
        if (width === WIDE.from) {
          const { height } = page.viewportSize()!;
          for (const wide of WIDE.widths) {
            await test.step(`${wide} px`, async () => {
              await page.setViewportSize({ width: wide, height });
              await nextFrame(page);
              await gate(`page at ${wide} px`);
            });
            await dark(wide);
          }
          // The rest of the visit is the 1280 px page's.
          await page.setViewportSize({ width, height });
          await nextFrame(page);
        }
        if (width === PHONE_HEIGHT.width && (route === "/" || serviceRecordByPath(route))) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          if (height > PHONE_HEIGHT.limit) {
            faults.push(`page: ${height} px tall at ${width} px, more than ten screens (${PHONE_HEIGHT.limit} px)`);
          }
        }
        expect(faults, "layout faults").toEqual([]);

        // Reading on to the end.
        await readToTheEnd(page);
        // And the notice is one click away from every page, named in the page's language (and in it, once it is).
        const locale = localeOfPath(route);
        const privacy = localHref(pages.privacy.path, locale);
        await expect(
          page.getByRole("contentinfo").getByRole("link", { name: pageFor("privacy", locale).title }),
        ).toHaveAttribute("href", privacy.href);
        await scrollToTheEnd(page);
        await launcher.measure("bottom");
        expect(launcher.found, "what the chat launcher covers").toEqual([]);

        // On a phone, every price range shown, FAQ answers opened, sits on one line.
        if (isPhone(width)) {
          const split = (await priceRanges(page)).filter((r) => r.lines > 1).map((r) => r.text.replace(/\u2060/g, ""));
          expect(split, "price ranges split across lines").toEqual([]);
        }

        expect(foreign(requests, new URL(baseURL!).origin), "requests to another origin").toEqual([]);
        expect(await cspViolations(page), "CSP violations").toEqual([]);
        expect(errors, "console errors").toEqual([]);
      });
    }
  });
}
