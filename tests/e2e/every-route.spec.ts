import { expect, type Page } from "@playwright/test";
import { chatLauncherLabel } from "@/content/controls";
import { pages } from "@/content/pages";
import { collectConsoleErrors } from "./support/console";
import { launcherCoverage, measureWithMenusOpen, scrollToTheEnd } from "./support/launcher";
import { priceRanges } from "./support/priceRanges";
import { foreign, readToTheEnd, recordRequests } from "./support/reading";
import { routes, viewports } from "./support/routes";
import { pageSettled } from "./support/settled";
import { cspViolations, test } from "./support/sharedTab";
import { templateRoutes } from "./support/templates";

// The one browser walk of every route: what only a browser can see, all in one visit of each page. Loading and
// reading the page to its end raises no console error or CSP violation and asks nothing of another origin (docs/privacy.md; every page links the privacy notice); every stylesheet and image the page preloads is one it uses
// (Chrome warns "preloaded but not used" otherwise), also once it has prefetched the pages it links to (their route
// data must not bring their preloads along: the home poster on every page); and on a phone, floating controls
// (fixed-position elements other than the header, such as the chat launcher) cover no text and no control of the
// first screen. Once hydrated, the chat launcher covers nothing at the top and the end of the page, nor with the
// chat or a menu open (support/launcher.ts; the tablet widths are in chat-launcher-clear.spec.ts); on a phone, no
// price range is split across two lines. What the HTML alone shows (validity, links, metadata, structured data) is
// checked over every exported file without a browser (html-validity, links and seo specs).

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

// Every route on a phone, where the first screen is tightest and price ranges wrap; on a laptop, one page of each
// template and kind of section (support/templates.ts): the policy, the preloads and the layout are per template,
// and the headers every server sends are the same route by route (e2e-nginx/static-hosts.spec.ts).
const templates = new Set(templateRoutes());
const walks = [
  { name: "phone", viewport: viewports.phone, routes },
  { name: "desktop", viewport: viewports.desktop, routes: routes.filter((route) => templates.has(route)) },
] as const;

for (const { name, viewport, routes } of walks) {
  test.describe(`${name === "phone" ? "every route" : "every template"} at ${name} width`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route} at ${viewport.width} px: no console error, no CSP violation, nothing from another origin, no unused preload, the chat launcher covers nothing${name === "phone" ? ", nothing floating over the first screen, no price range split across lines" : ""}`, async ({
        page,
        baseURL,
      }) => {
        const errors = collectConsoleErrors(page);
        const requests = recordRequests(page);
        // Every other page prefetches home (the logo links there) once it has hydrated and the browser is idle.
        const homePrefetched =
          route === "/"
            ? undefined
            : page.waitForResponse((response) => new URL(response.url()).pathname === "/__next.__PAGE__.txt");
        await page.goto(route);
        await pageSettled(page);

        // The first screen, as it is on arrival.
        await expect(page.getByRole("button", { name: chatLauncherLabel, exact: true })).toBeVisible();
        const launcher = launcherCoverage(page, route);
        await launcher.measure("top");
        if (name === "phone") {
          expect(await coveredOnFirstScreen(page), "floating elements over the first screen").toEqual([]);
        }
        if (homePrefetched) await (await homePrefetched).finished();
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(await unusedPreloads(page), "preloaded but not used").toEqual([]);

        // Reading on to the end.
        await readToTheEnd(page);
        // And the notice is one click away from every page.
        await expect(page.getByRole("contentinfo").getByRole("link", { name: pages.privacy.title })).toHaveAttribute(
          "href",
          pages.privacy.path,
        );

        // At the end of the page, then with the chat and the menus open there.
        await scrollToTheEnd(page);
        await launcher.measure("bottom");
        // The chat panel and the menus are the layout's: opened once per template.
        if (templates.has(route)) await measureWithMenusOpen(page, route, viewport.width, launcher.measure);
        expect(launcher.found, "what the chat launcher covers").toEqual([]);

        // On a phone, every price range shown, FAQ answers opened, sits on one line.
        if (name === "phone") {
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
