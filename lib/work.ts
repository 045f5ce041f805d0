import type { WorkImage } from "@/lib/content/types";

/** The largest file of a work image: the SVG itself, or its widest WebP (the fallback of the <picture>). */
export function workImageFile(image: WorkImage): string {
  if (!image.widths) return image.src;
  return `${image.src}-${Math.max(...image.widths)}.webp`;
}

/** A srcset of one format of a raster work image. */
export function workImageSrcSet(image: WorkImage, format: "avif" | "webp"): string {
  return (image.widths ?? []).map((w) => `${image.src}-${w}.${format} ${w}w`).join(", ");
}

/** Portrait artefacts (phone screens) sit narrower than landscape ones (laptops, sheets, renders). */
export const isTall = (image: WorkImage) => image.height > image.width;

/** Screens this dense get images chosen as for 2×: docs/decisions.md, "Images at most twice their size". */
const DENSE_SCREEN = "(min-resolution: 2.5dppx)";

/**
 * A `sizes` list that, on a dense screen, names each slot two thirds as wide, so a 3× phone picks the file a 2× one
 * would. Past twice its CSS pixels no one sees more detail at a phone's distance, and the third fewer bytes share a
 * slow link with the page's scripts. Other screens read the list as given, after the capped entries.
 */
export function densityCapped(sizes: string): string {
  const capped = sizes.split(",").map((entry) => {
    const [, condition, slot] = /^\s*(\(.*\))?\s*([^\s()]+)\s*$/.exec(entry) ?? [];
    if (!slot || /\b(or|not)\b/.test(condition ?? "")) throw new Error(`sizes entry not understood: "${entry}"`);
    return `${condition ? `${DENSE_SCREEN} and ${condition}` : DENSE_SCREEN} calc(${slot} * 2 / 3)`;
  });
  return [...capped, sizes].join(", ");
}
