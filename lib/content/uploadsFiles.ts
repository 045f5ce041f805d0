// The rules for an image uploaded at /admin (content/uploads/), shared by the build step that makes its sizes
// (scripts/content/uploads.ts) and the schemas that name it (uploadedImage() in ./schema.ts).

/** The widths the site serves an upload at, up to its own width: a phone at 1× and at 2×, a column, a wide screen. */
export const MEDIA_WIDTHS = [640, 800, 1100, 1600] as const;

/** An upload as a field names it: /uploads/<name>.<extension>. */
export const MEDIA_PATH = /^\/uploads\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/;

/** What is wrong with an upload's file name, or undefined when the site can serve it. */
export function mediaProblem(name: string): string | undefined {
  if (!/\.(?:jpe?g|png|webp)$/.test(name)) return "is not a JPEG, PNG or WebP image: upload one of those";
  if (!MEDIA_PATH.test(`/uploads/${name}`))
    return "the file name must be lower-case letters, digits and hyphens, e.g. cafe-menu-board.jpg: rename it";
  return undefined;
}
