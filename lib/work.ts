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
