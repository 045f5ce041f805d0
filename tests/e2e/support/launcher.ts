import { expect, type Locator, type Page } from "@playwright/test";
import { chatNames } from "./chatNames";
import { jobOpenings } from "@/lib/content/jobs";
import { localeOfPath } from "@/lib/locales";
import { navigationIn } from "@/lib/content/navigation";
import { pages } from "@/lib/content/pages";

// The chat launcher must never hide a control, a link or text: on every page, at every width the site is
// designed for, at the top and the bottom of the page and with each dialog or menu open. The walk of every page
// (every-route.spec.ts) uses these steps on a hydrated page.

/**
 * What the launcher's box hides: each focusable element and each piece of visible text whose box it overlaps,
 * where the launcher is painted above it with nothing opaque between (text scrolled under the fixed header is
 * hidden by the header, not by the launcher; a modal dialog sits above the launcher). Empty when the launcher
 * is not shown (the phone's chat sheet hides it).
 */
function coveredByLauncher(page: Page, launcherLabel: string): Promise<string[]> {
  return page.evaluate((label) => {
    const launcher = Array.from(document.querySelectorAll("button")).find((b) => b.textContent?.trim() === label);
    if (!launcher || !launcher.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
    const box = launcher.getBoundingClientRect();
    const opaque = (el: Element) => {
      const style = getComputedStyle(el);
      return style.backgroundImage !== "none" || !/rgba\(.*,\s*0\)|transparent/.test(style.backgroundColor);
    };
    /** Is the launcher painted over `target` at (x, y), with nothing opaque in between? */
    const launcherOnTop = (x: number, y: number, target: Element) => {
      const stack = document.elementsFromPoint(x, y);
      const top = stack.findIndex((el) => launcher.contains(el));
      const under = stack.findIndex((el) => target.contains(el) || el === target);
      if (top < 0 || under < 0 || under < top) return false;
      return !stack.slice(top + 1, under).some((el) => !launcher.contains(el) && !el.contains(target) && opaque(el));
    };
    const covered: string[] = [];
    const check = (what: string, rect: DOMRect, target: Element) => {
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right - left <= 0.5 || bottom - top <= 0.5) return;
      if (launcherOnTop((left + right) / 2, (top + bottom) / 2, target)) covered.push(what);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || launcher.contains(parent)) continue;
      if (parent.closest("script, style, noscript")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 1 && rect.height > 1) check(`text "${node.textContent.trim().slice(0, 40)}"`, rect, parent);
      }
    }
    const focusable = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"])',
    );
    for (const el of Array.from(focusable)) {
      if (el === launcher || el.contains(launcher) || !el.checkVisibility({ visibilityProperty: true })) continue;
      const name = (el.textContent || el.getAttribute("aria-label") || el.id).trim().slice(0, 40);
      check(`${el.tagName.toLowerCase()} "${name}"`, el.getBoundingClientRect(), el);
    }
    return covered;
  }, launcherLabel);
}

/**
 * What the launcher covers, collected as a page is walked: `measure(where)` adds what it covers now, labelled
 * with the route and `where`; `found` is the list so far.
 */
export function launcherCoverage(page: Page, route: string) {
  const found: string[] = [];
  const measure = async (where: string) => {
    for (const what of await coveredByLauncher(page, chatNames(route).launcher))
      found.push(`${route} ${where}: ${what}`);
  };
  return { found, measure };
}

/** Scrolls to the page's end as it is now (text under the fixed header at the end of the page is measured too). */
export const scrollToTheEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));

/**
 * Measured where the page is scrolled now: with the chat open, then with the navigation menu for this width open
 * (the phone/tablet menu below 1024 px, the Services menu from 1024 px), then on /careers with the first job's
 * details and application dialogs open. Closes each before the next. `measure` gets the open layer.
 */
export async function measureWithMenusOpen(
  page: Page,
  route: string,
  width: number,
  measure: (where: string, layer: Locator) => Promise<void>,
): Promise<void> {
  const names = chatNames(route);
  await page.getByRole("button", { name: names.launcher, exact: true }).click();
  const chat = page.getByRole("dialog", { name: names.title });
  await expect(chat).toBeVisible();
  await measure("chat open", chat);
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();

  // The menus' names in the page's language.
  const { layoutCopy, mainNav } = navigationIn(localeOfPath(route));
  const servicesLabel = mainNav.find((item) => item.opensServicesMenu)!.label;
  if (width < 1024) {
    const menu = page.getByRole("button", { name: layoutCopy.menuLabel, exact: true });
    await menu.click();
    const nav = page.getByRole("navigation", { name: layoutCopy.mobileNavLabel });
    await expect(nav).toBeVisible();
    await measure("menu open", nav);
    await menu.click();
    await expect(nav).toBeHidden();
  } else {
    const services = page
      .getByRole("navigation", { name: layoutCopy.mainNavLabel })
      .getByRole("button", { name: servicesLabel });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await measure("services menu open", page.getByRole("navigation", { name: layoutCopy.mainNavLabel }));
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
  }

  if (route !== pages.careers.path) return;
  const job = page.getByRole("article", { name: jobOpenings[0]!.title });
  await job.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: jobOpenings[0]!.title });
  await expect(details).toBeVisible();
  await measure("details dialog", details);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await job.getByRole("button", { name: /Apply/ }).click();
  const apply = page.getByRole("dialog", { name: "Job Application" });
  await expect(apply).toBeVisible();
  await measure("apply dialog", apply);
  await page.keyboard.press("Escape");
  await expect(apply).toBeHidden();
}
