import type { Page } from "@playwright/test";

// The faces the browser drew an element's text in, as Chromium reports them: what a visitor sees, not what the
// style asks for (a family the style names may be missing a glyph, or not yet loaded, and another draws it).

export interface DrawnFaces {
  /** The start of the element's markup, to name it in a failure. */
  element: string;
  /** Each face that drew some of its text: its family, and whether it is a web face (not the system's). */
  faces: { family: string; web: boolean }[];
}

/** The faces that drew each element matching `selector`, in document order. */
export async function drawnFaces(page: Page, selector: string): Promise<DrawnFaces[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
    const drawn: DrawnFaces[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
      drawn.push({
        element: outerHTML.slice(0, 80),
        faces: fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont })),
      });
    }
    return drawn;
  } finally {
    await cdp.detach();
  }
}
