import type { Locator, Page } from "@playwright/test";
import { launcherLabels } from "./chatNames";
import { withFrameWait, type FrameWindow } from "./frames";

// The layout gate: what a visitor at any width would trip on, measured in one `evaluate` of a loaded page.
//
// - The document is never wider than the window (no sideways scroll), and no control is cut off at its edge.
// - No two pieces of visible text overlap.
// - Every link, button and field is what a tap at the centre of its box reaches, screen by screen.
// - No field's placeholder is wider than the field.
// - No icon is drawn narrower than the size it is given.
//
// What the gate does not count, each for its reason:
// - text and controls inside a closed <details> (not rendered until opened), visually hidden text (clipped to
//   nothing, for screen readers) and anything under aria-hidden or inert (the marquee's doubled list: a copy of
//   what is read once already, which slides under its neighbours on purpose);
// - the pinned header's overlap with the page as it scrolls (the header is measured at the top of the page);
// - what lies outside a box that scrolls or clips on purpose (the filter chips' row, the marquee, a wide table):
//   a swipe reaches it there; the part in view is still checked;
// - the chat launcher over the page: support/launcher.ts measures it by its own rules.
// With `layer` (an open dialog, menu or chat panel) the text and the controls are those of the layer, on the
// screen as it is; the document's width is always the whole document's.

export interface LayoutOptions {
  /** The open layer to check; the whole page, screen by screen, when absent. */
  layer?: Locator;
  /** Controls anywhere on the page, by name, that must stay reachable while the layer is open (pause buttons). */
  reachable?: RegExp;
}

/** Every fault found on the page as it is now, one line each naming what and where; empty when there is none. */
export async function layoutFaults(page: Page, { layer, reachable }: LayoutOptions = {}): Promise<string[]> {
  const args = { whole: !layer, reachable: reachable?.source ?? null, launcherLabels };
  await withFrameWait(page);
  return (layer ?? page.locator("body")).evaluate(async (root, { whole, reachable, launcherLabels }) => {
    const faults: string[] = [];
    const html = document.documentElement;
    // The layout viewport, without a classic scrollbar.
    const vw = html.clientWidth;
    const vh = html.clientHeight;
    if (html.scrollWidth > vw + 0.5) faults.push(`the document is ${html.scrollWidth} px wide in a ${vw} px window`);

    // A frame lets the page answer what changed before the gate (a media query's listeners, observers).
    const frame = (window as FrameWindow).drawnFrame!;
    // A panel that has just opened slides in: measured where it comes to rest, its animations taken to their
    // end at once rather than waited for (which also needs frames).
    for (const animation of root.getAnimations({ subtree: true })) {
      const timing = animation.effect?.getTiming();
      const opening = animation.playState === "running" && timing?.iterations !== Infinity;
      if (opening && animation.timeline === document.timeline) animation.finish();
    }
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    // Styles do not change while the gate measures, so what is worked out per element from its ancestors' styles
    // is worked out once per element (thousands of text nodes share a few hundred ancestors).
    const memo = <T>(of: (el: Element) => T) => {
      const known = new Map<Element, T>();
      return (el: Element): T => {
        if (!known.has(el)) known.set(el, of(el));
        return known.get(el)!;
      };
    };
    /** Clipped to nothing, itself or by an ancestor: visually hidden text, for screen readers. */
    const clippedAway: (el: Element) => boolean = memo((el) => {
      const { clip, clipPath } = getComputedStyle(el);
      if (clip === "rect(0px, 0px, 0px, 0px)" || clipPath === "inset(50%)") return true;
      return !!el.parentElement && el.parentElement !== html && clippedAway(el.parentElement);
    });
    const excluded = (el: Element) => {
      if (el.closest("[aria-hidden='true'], [inert], script, style, noscript, template")) return true;
      if (el.closest("details:not([open])") && !el.closest("summary")) return true;
      return clippedAway(el);
    };
    const nameOf = (el: Element, text?: string | null) =>
      `${el.tagName.toLowerCase()} "${(
        text ??
        (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "")
      )
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40)}"`;
    const header = document.querySelector("header");
    const pinned = header && /fixed|sticky/.test(getComputedStyle(header).position) ? header : null;
    /** Full-width bars that stick under the header (a service page's in-page menu): what passes under them while
     * the page scrolls is not covered, as under the header itself. */
    const bars = Array.from(document.body.querySelectorAll<HTMLElement>("nav")).filter(
      (el) => getComputedStyle(el).position === "sticky" && el.getBoundingClientRect().width >= vw * 0.9,
    );
    /** The element's ancestors below <html> that scroll or clip, nearest first. */
    const clippers: (el: Element) => Element[] = memo((el) => {
      const parent = el.parentElement;
      if (!parent || parent === html) return [];
      const { overflowX, overflowY } = getComputedStyle(parent);
      return overflowX === "visible" && overflowY === "visible" ? clippers(parent) : [parent, ...clippers(parent)];
    });
    /** The box that the element's scrolling or clipping ancestors leave visible, and whether one of them is not
     * the page itself (a scroller or a clipped band of the page's own design). */
    const clipOf = (el: Element) => {
      const box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity, designed: false };
      for (const n of clippers(el)) {
        const r = n.getBoundingClientRect();
        box.left = Math.max(box.left, r.left);
        box.top = Math.max(box.top, r.top);
        box.right = Math.min(box.right, r.right);
        box.bottom = Math.min(box.bottom, r.bottom);
        if (n !== document.body) box.designed = true;
      }
      return box;
    };

    // Text: every line box of every visible text node, measured at once where the page is now.
    if (whole) window.scrollTo({ top: 0, behavior: "instant" });
    await frame();
    const lines: { rect: DOMRect; node: Text; what: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent) || excluded(parent)) continue;
      const clip = clipOf(parent);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 1 || rect.height < 1) continue;
        if (rect.right <= clip.left || rect.left >= clip.right || rect.bottom <= clip.top || rect.top >= clip.bottom)
          continue;
        lines.push({ rect, node, what: nameOf(parent, node.textContent) });
      }
    }
    lines.sort((a, b) => a.rect.top - b.rect.top);
    // Overlapping by more than a hair across, and by a third of a line down (line boxes of tight headings touch).
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 3;
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length && lines[j]!.rect.top < lines[i]!.rect.bottom; j++) {
        const [a, b] = [lines[i]!, lines[j]!];
        if (a.node === b.node || !overlap(a.rect, b.rect)) continue;
        faults.push(`text ${a.what} overlaps text ${b.what} at y ${Math.round(a.rect.top + window.scrollY)}`);
      }
    }

    // Placeholders: the example a field shows before anything is typed fits inside it.
    const measure = document.createElement("canvas").getContext("2d")!;
    for (const field of Array.from(root.querySelectorAll<HTMLInputElement>("input[placeholder]"))) {
      if (!visible(field) || excluded(field)) continue;
      const style = getComputedStyle(field);
      measure.font = style.font;
      const needed = measure.measureText(field.placeholder).width;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needed > room + 0.5)
        faults.push(`placeholder "${field.placeholder}" needs ${Math.ceil(needed)} px and has ${Math.floor(room)}`);
    }

    // Icons: none drawn narrower than the width it is given (its attribute, or its CSS), which is its computed
    // width (getComputedStyle gives the width as drawn instead). A flex row shrinks an icon before its text wraps:
    // a menu toggle's lines went to nothing on a 360 px phone that way.
    for (const icon of Array.from(root.querySelectorAll<SVGSVGElement>("svg[width]"))) {
      if (!icon.parentElement || !visible(icon) || excluded(icon.parentElement)) continue;
      const given = icon.computedStyleMap().get("width");
      const drawn = icon.getBoundingClientRect().width;
      if (given instanceof CSSUnitValue && given.unit === "px" && drawn < given.value - 0.5)
        faults.push(`an icon in ${nameOf(icon.parentElement)} is squeezed to ${drawn.toFixed(1)} px of ${given.value}`);
    }

    // Controls: each one whole inside the window, and a tap at its centre reaches it, screen by screen.
    const selector = "a[href], button, input:not([type='hidden']), select, textarea, summary";
    const controls = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
      (el) => visible(el) && !excluded(el) && el.getBoundingClientRect().width >= 1,
    );
    if (reachable) {
      const named = new RegExp(reachable);
      controls.push(
        ...Array.from(document.querySelectorAll<HTMLElement>("button")).filter(
          (b) => visible(b) && named.test(b.getAttribute("aria-label") || b.textContent || ""),
        ),
      );
    }
    const isLauncher = (el: Element | null) =>
      launcherLabels.includes(el?.closest("button")?.textContent?.trim() ?? "");
    const reaches = (el: HTMLElement, hit: Element | null) =>
      !!hit &&
      (el.contains(hit) ||
        Array.from((el as HTMLInputElement).labels ?? []).some((label) => label.contains(hit)) ||
        // A field drawn by its sibling (a styled checkbox) is reached through the label around both.
        !!hit.closest("label")?.contains(el));
    const checked = new Set<HTMLElement>();
    const step = Math.max(100, vh - (pinned?.getBoundingClientRect().height ?? 0));
    const ends = whole ? html.scrollHeight : 1;
    for (let y = 0; y < ends; y += step) {
      // Layout answers a scroll at once (elementFromPoint reads it), and with reduced motion nothing on the site
      // changes as it scrolls (the fade-ins are all shown, the hero's scroll timeline runs only with motion): no
      // frame is waited for per screen.
      if (whole) window.scrollTo({ top: y, behavior: "instant" });
      const headerBottom = !whole || window.scrollY === 0 || !pinned ? 0 : pinned.getBoundingClientRect().bottom;
      const stuckBars = bars
        .map((bar) => bar.getBoundingClientRect())
        .filter((r) => headerBottom > 0 && Math.abs(r.top - headerBottom) < 1);
      const top = Math.max(headerBottom, ...stuckBars.map((r) => r.bottom));
      for (const el of controls) {
        if (checked.has(el) || (pinned?.contains(el) && window.scrollY > 0 && whole)) continue;
        // A link that wraps is reached on its first line (the centre of its whole box may fall between lines).
        const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
        const clip = clipOf(el);
        const cy = (r.top + r.bottom) / 2;
        if (cy < Math.max(top, clip.top) || cy >= Math.min(vh, clip.bottom) - 1) continue;
        checked.add(el);
        if (!clip.designed && (r.left < -0.5 || r.right > vw + 0.5)) {
          faults.push(
            `${nameOf(el)} is cut off at the window's edge (${Math.round(r.left)} to ${Math.round(r.right)})`,
          );
          continue;
        }
        const left = Math.max(r.left, clip.left, 0);
        const right = Math.min(r.right, clip.right, vw);
        if (right - left < 1) continue;
        const hit = document.elementFromPoint((left + right) / 2, cy);
        if (reaches(el, hit) || isLauncher(hit)) continue;
        const at = `${Math.round((left + right) / 2)},${Math.round(cy + window.scrollY)}`;
        faults.push(`${nameOf(el)} at ${at} is covered by ${hit ? nameOf(hit) : "nothing"}`);
      }
    }
    if (whole) window.scrollTo({ top: 0, behavior: "instant" });
    return faults;
  }, args);
}
