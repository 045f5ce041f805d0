import { expect, type Locator, type Page } from "@playwright/test";
import { pageFor, pages } from "@/lib/content/pages";
import { serviceRecordByPath } from "@/lib/content/services";
import { expectNoAxeViolations, expectNoContrastViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console";
import { exportedPages } from "./support/exportedPages";
import { launcherCoverage, measureWithMenusOpen, scrollToTheEnd } from "./support/launcher";
import { chatNames } from "./support/chatNames";
import { layoutFaults } from "./support/layoutFaults";
import { priceRanges } from "./support/priceRanges";
import { foreign, readToTheEnd, recordRequests } from "./support/reading";
import { unknownPath } from "./support/routes";
import { nextFrame, pageSettled } from "./support/settled";
import { resizeTo } from "./support/frames";
import { cspViolations, test } from "./support/sharedTab";
import { templateRoutes } from "./support/templates";
import { localeInfo, localeOfPath } from "@/lib/locales";
import { localHref } from "@/lib/content/translations";
import { navigationIn } from "@/lib/content/navigation";

// The one browser walk of every page: every HTML file in out/ (support/exportedPages.ts), each load read to its
// end, at 390, 320, 768, 1024, 1280, 1366, 1440 and 1920 px: a template in two visits, a phone (loaded at 390 px,
// then resized to 320) and a desktop (loaded at 1280 px, then resized to the others); every other page in one,
// loaded at 390 px and resized through the rest (`visits`, below). Measured with reduced motion (nothing mid-way through an animation), at every
// width: the layout gate (support/layoutFaults.ts: no sideways scroll, no text over text, no control covered or cut
// off, no clipped placeholder), and again in the dark theme (the system's setting, emulated) at 390 and 1440 px;
// the chat launcher covers nothing at the top and the end of the page; on a phone, nothing floating covers the
// first screen and no price range is split across lines. Once a load: loading and reading the page raises no
// console error or CSP violation and asks nothing of another origin (docs/privacy.md; every page links the privacy
// notice); at 390 px home and every service page are at most ten screens (8,440 px) tall; every stylesheet and
// image the page preloads is one it uses (Chrome warns "preloaded but not used"), also once it has prefetched home
// (its logo's link, pointed at: every page on the phone, each template on the desktop). On each template
// (support/templates.ts): axe (WCAG 2.2 A and AA, best practice) as loaded, on the phone and the desktop, and its
// colour-contrast rule in the dark theme; and at 390, 768, 1024 and 1280 px the chat, the menu for the width and
// the job dialogs are opened, and the gate and the launcher's check run on each: the pause control of moving
// content stays reachable with the chat open. What the HTML alone shows (validity, links, metadata, structured
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

/**
 * Each page is loaded, read to its end, then resized through its visit's other widths: a resize re-applies every
 * media query as a load at that width would, for a fraction of a load's time, and what a load does not depend on
 * the width (console errors, CSP, other origins, lazy content) is measured once a load. A template is loaded twice,
 * on a phone and on a desktop, because axe and the preloads judge a page as it was loaded (a desktop load asks for
 * the desktop's hero image); every other page is loaded once, on a phone, and resized through every width.
 */
const visits = [
  { name: "each template, phone", loadAt: 390, thenAt: [320], templates: true },
  { name: "each template, tablet and desktop", loadAt: 1280, thenAt: [1024, 768, 1366, 1440, 1920], templates: true },
  { name: "every other page", loadAt: 390, thenAt: [320, 768, 1024, 1280, 1366, 1440, 1920], templates: false },
] as const;
const heightAt = (width: number) => (width < 1024 ? 844 : 800);
/** The dark theme's widths (the phone and a wide desktop). */
const DARK_WIDTHS = new Set<number>([390, 1440]);
/** Home and every service page end within ten screens of a 390 × 844 phone (long card sets scroll sideways). */
const PHONE_HEIGHT = { width: 390, limit: 10 * 844 } as const;
const isPhone = (width: number) => width < 768;
const templates = new Set(templateRoutes());
/** Where the chat, the menus and the job dialogs are opened, on each template (the header's menus and the chat
 * are the same over every page of a template). */
const MENU_WIDTHS = new Set<number>([390, 768, 1024, 1280]);

for (const visit of visits) {
  test.describe(`every page, ${visit.name}: ${[visit.loadAt, ...visit.thenAt].join(", ")} px`, () => {
    // Measured still: reduced motion shows every fade-in at once and stops what moves (the specs of the home and
    // service pages watch the motion itself).
    test.use({ viewport: { width: visit.loadAt, height: heightAt(visit.loadAt) }, reducedMotion: "reduce" });
    for (const route of exportedPages("out", unknownPath).filter((r) => templates.has(r) === visit.templates)) {
      const template = visit.templates;
      // The preloads: every page on the phone, each template on the desktop.
      const preloads = visit.loadAt === 390 || template;
      test(`${route}: laid out cleanly at each width, no console error, no CSP violation, nothing from another origin`, async ({
        page,
        baseURL,
      }) => {
        const errors = collectConsoleErrors(page, { notFound: route.endsWith(unknownPath) });
        const requests = recordRequests(page);
        // Every other page prefetches home once the visitor points at the logo, which links there.
        const locale = localeOfPath(route);
        const homePrefix = localeInfo[locale].prefix;
        const homePrefetched = preloads && route !== "/" && route !== homePrefix;
        await page.goto(route);
        await pageSettled(page);
        await expect(page.getByRole("button", { name: chatNames(route).launcher, exact: true })).toBeVisible();
        if (homePrefetched) {
          await page
            .getByRole("banner")
            .getByRole("link", { name: navigationIn(locale).layoutCopy.homeLinkLabel, exact: true })
            .hover();
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

        // axe on each template, as loaded (WCAG 2.2 A and AA and best practice; support/templates.ts).
        if (template) await expectNoAxeViolations(page);

        const launcher = launcherCoverage(page, route);
        const faults: string[] = [];
        const gate = async (where: string, layer?: Locator) => {
          // The chat panel leaves the page beside it in view: what moves there can still be paused.
          const found = await layoutFaults(page, {
            layer,
            reachable: where.startsWith("chat open") ? MOTION_CONTROL : undefined,
          });
          faults.push(...found.map((fault) => `${where}: ${fault}`));
        };
        /** Everything measured at one width, the page at its top: the first screen, the menus and dialogs, the
         * layout gate (in the dark theme too at its widths), the launcher at the top and at the end. */
        const atWidth = async (width: number, readFirst?: () => Promise<void>) => {
          await launcher.measure(`top at ${width} px`);
          if (isPhone(width)) {
            const covered = await coveredOnFirstScreen(page);
            faults.push(...covered.map((what) => `first screen at ${width} px: ${what}`));
          }
          if (template && MENU_WIDTHS.has(width)) {
            // The chat, the menus and the dialogs open over the page at its top, where the hero's pause control is.
            await measureWithMenusOpen(page, route, width, async (where, layer) => {
              await launcher.measure(`${where} at ${width} px`);
              await gate(`${where} at ${width} px`, layer);
            });
          }
          await gate(`page at ${width} px`);
          if (DARK_WIDTHS.has(width)) {
            // The dark theme, where the visitor's system asks for it: the same page, its colours switched.
            await page.emulateMedia({ colorScheme: "dark" });
            await gate(`dark theme at ${width} px`);
            // And axe's colour-contrast rule on each template, since only the colours changed.
            if (template) await expectNoContrastViolations(page, "in the dark theme");
            await page.emulateMedia({ colorScheme: "light" });
          }
          await readFirst?.();
          await scrollToTheEnd(page);
          await launcher.measure(`bottom at ${width} px`);
          // On a phone, every price range shown, FAQ answers opened, sits on one line.
          if (isPhone(width)) {
            for (const range of await priceRanges(page)) {
              if (range.lines > 1)
                faults.push(`price range split across lines at ${width} px: ${range.text.replace(/\u2060/g, "")}`);
            }
          }
        };

        await atWidth(visit.loadAt, async () => {
          if (visit.loadAt === PHONE_HEIGHT.width && (route === "/" || serviceRecordByPath(route))) {
            const height = await page.evaluate(() => document.documentElement.scrollHeight);
            if (height > PHONE_HEIGHT.limit)
              faults.push(`page: ${height} px tall at 390 px, more than ten screens (${PHONE_HEIGHT.limit} px)`);
          }
          // Reading on to the end, once a visit: lazy content comes in as a reader scrolls.
          await readToTheEnd(page);
          // And the notice is one click away from every page, named in the page's language (and in it, once it is).
          await expect(
            page.getByRole("contentinfo").getByRole("link", { name: pageFor("privacy", locale).title }),
          ).toHaveAttribute("href", localHref(pages.privacy.path, locale).href);
        });
        for (const width of visit.thenAt) {
          await test.step(`${width} px`, async () => {
            await resizeTo(page, { width, height: heightAt(width) });
            await atWidth(width);
          });
        }

        expect(faults, "layout faults").toEqual([]);
        expect(launcher.found, "what the chat launcher covers").toEqual([]);
        expect(foreign(requests, new URL(baseURL!).origin), "requests to another origin").toEqual([]);
        expect(await cspViolations(page), "CSP violations").toEqual([]);
        expect(errors, "console errors").toEqual([]);
      });
    }
  });
}
