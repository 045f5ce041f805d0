import { z } from "zod";
import { inEveryLanguage, slug, text, uploadedImage } from "../schema";

// A piece of work made for a (fictional) client, shown on case studies and service pages:
// content/work/<id>.<language>.yml, each described once. Either an image uploaded at /admin (`upload`: the build
// makes its sizes and measures it), or a file of the repository (`src`): raster files from
// scripts/work-artefacts/generate.ts as `<src>-<width>.avif` and `.webp` for each of `widths`, or an SVG drawn by
// hand in public/images/work/.

const pixels = z.number().int().positive("must be a whole number of pixels");

export const workSchema = z
  .object({
    id: slug(),
    /** Its place among the pieces of work: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** An image uploaded in the editor: the build serves it at the site's sizes. */
    upload: uploadedImage().optional(),
    /** Or in /images/work/: an .svg file, or the start of the raster files' names (with `widths`). */
    src: z
      .string()
      .regex(/^\/images\/work\/[a-z0-9-]+(\.svg)?$/, "must be a file in /images/work/, e.g. /images/work/x.svg")
      .optional(),
    /** The raster widths generated; none for an SVG or an upload. */
    widths: z.array(pixels).min(1).optional(),
    /** The shape, and the largest size (an upload's are measured by the build). */
    width: pixels.optional(),
    height: pixels.optional(),
    /** What the work shows, for a reader who cannot see it: the editor asks for it in every language. */
    alt: inEveryLanguage(text()),
    caption: text(),
  })
  .strict()
  .superRefine((image, context) => {
    const problem = (message: string, field: string) => context.addIssue({ code: "custom", message, path: [field] });
    if (!image.upload === !image.src) return problem("give either an uploaded image or a file of the site", "upload");
    if (image.upload) {
      for (const field of ["src", "widths", "width", "height"] as const)
        if (image[field] !== undefined) problem("is measured by the build for an upload: remove it", field);
      return;
    }
    if (image.width === undefined) problem("is missing", "width");
    if (image.height === undefined) problem("is missing", "height");
    if ((image.widths === undefined) !== image.src!.endsWith(".svg"))
      problem("an .svg has no widths; a raster image needs them (the widths generated)", "widths");
  });

export type WorkEntry = z.infer<typeof workSchema>;
