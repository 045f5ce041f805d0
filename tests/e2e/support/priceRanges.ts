import type { Page } from "@playwright/test";

// A price range read across two lines ("₹45,000-" … "65,000") is misread on a phone: measured in the browser.

interface RangeLayout {
  text: string;
  lines: number;
}

/** Each visible price range on the page and the number of lines it is laid out on. */
export function priceRanges(page: Page): Promise<RangeLayout[]> {
  return page.evaluate(() => {
    // Every answer of the page's content at once: an exclusive accordion (shared name) would keep only one open.
    // The header's language menu is a disclosure too, but a visitor opens that over the page on purpose.
    for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>("main details"))) {
      details.removeAttribute("name");
      details.open = true;
    }
    const range = /₹[\d.,]*\d[KL]?\+?\s*[–-]\u2060?\s*₹?[\d.,]*\d[KL]?\+?/g;
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (parent.closest(".visually-hidden, script, style")) continue;
      for (const match of (node.textContent ?? "").matchAll(range)) {
        const r = document.createRange();
        r.setStart(node, match.index);
        r.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(r.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 0) found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}
