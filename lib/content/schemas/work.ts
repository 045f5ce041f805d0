import { z } from "zod";
import { slug, text } from "../schema";

// A piece of work made for a (fictional) client, shown on case studies and service pages:
// content/work/<id>.<language>.yml, each described once. Raster files come from scripts/work-artefacts/generate.ts
// as `<src>-<width>.avif` and `.webp` for each of `widths`; an SVG is drawn by hand in public/images/work/.

const pixels = z.number().int().positive("must be a whole number of pixels");

export const workSchema = z
  .object({
    id: slug(),
    /** Its place among the pieces of work: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** In /images/work/: an .svg file, or the start of the raster files' names (with `widths`). */
    src: z
      .string()
      .regex(/^\/images\/work\/[a-z0-9-]+(\.svg)?$/, "must be a file in /images/work/, e.g. /images/work/x.svg"),
    /** The raster widths generated; none for an SVG. */
    widths: z.array(pixels).min(1).optional(),
    /** The shape, and the largest size. */
    width: pixels,
    height: pixels,
    /** What the work shows, for a reader who cannot see it. */
    alt: text(),
    caption: text(),
  })
  .strict()
  .refine((image) => (image.widths === undefined) === image.src.endsWith(".svg"), {
    error: "an .svg has no widths; a raster image needs them (the widths generated)",
    path: ["widths"],
  });

export type WorkEntry = z.infer<typeof workSchema>;
