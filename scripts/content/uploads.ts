import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { MEDIA_WIDTHS, mediaProblem } from "@/lib/content/uploadsFiles";

// Run by `npm run content`: every image uploaded at /admin (content/uploads/, the editor's media folder) made into
// the sizes and formats the site shows, public/uploads/<name>-<width>.avif and .webp (gitignored), and its size
// recorded in .content/uploads.json for the pages' <picture> elements. A file already made is kept, so only new
// uploads cost time. A file the site cannot show stops the build with its name and what to do.

export interface MediaRecord {
  width: number;
  height: number;
  widths: number[];
}

async function prepare(root: string, name: string, problems: string[]): Promise<MediaRecord | undefined> {
  const file = join(root, "content/uploads", name);
  const out = join(root, "public/uploads");
  const said = mediaProblem(name);
  if (said) return void problems.push(`content/uploads/${name}: ${said}`);
  const image = sharp(file, { failOn: "error" });
  const { width = 0, height = 0 } = await image.metadata().catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) return void problems.push(`content/uploads/${name}: is not an image the build can read`);
  if (width < MEDIA_WIDTHS[0])
    return void problems.push(
      `content/uploads/${name}: is ${width} px wide: upload an image at least ${MEDIA_WIDTHS[0]} px wide`,
    );
  // The site's widths up to the image's own, and the image's own width too when it falls between two of them.
  const widths: number[] = MEDIA_WIDTHS.filter((size) => size <= width);
  if (width < MEDIA_WIDTHS.at(-1)! && !widths.includes(width)) widths.push(width);
  const base = name.replace(/\.[a-z]+$/, "");
  const changed = statSync(file).mtimeMs;
  for (const size of widths)
    for (const format of ["avif", "webp"] as const) {
      const target = join(out, `${base}-${size}.${format}`);
      if (existsSync(target) && statSync(target).mtimeMs >= changed) continue;
      const resized = image.clone().resize({ width: size });
      await (format === "avif" ? resized.avif({ quality: 52, effort: 4 }) : resized.webp({ quality: 74 })).toFile(
        target,
      );
    }
  const largest = widths.at(-1)!;
  return { width: largest, height: Math.round((height * largest) / width), widths };
}

/** Makes every upload's sizes; the problems, one line per file the site cannot show, or the manifest. */
export async function prepareMedia(
  root: string,
): Promise<{ problems: string[]; manifest: Record<string, MediaRecord> }> {
  const problems: string[] = [];
  const manifest: Record<string, MediaRecord> = {};
  const source = join(root, "content/uploads");
  mkdirSync(join(root, "public/uploads"), { recursive: true });
  const names = existsSync(source) ? readdirSync(source).filter((name) => !name.startsWith(".")) : [];
  for (const name of names.sort()) {
    const record = await prepare(root, name, problems);
    if (record) manifest[`/uploads/${name}`] = record;
  }
  return { problems, manifest };
}

if (process.argv[1]?.endsWith("uploads.ts")) {
  const root = process.cwd();
  const { problems, manifest } = await prepareMedia(root);
  if (problems.length) {
    console.error(`\nThe uploaded images have ${problems.length} problem(s) to fix before the site can build:\n`);
    console.error(problems.map((line) => `  ${line}`).join("\n"));
    process.exit(1);
  }
  mkdirSync(join(root, ".content"), { recursive: true });
  writeFileSync(join(root, ".content/uploads.json"), JSON.stringify(manifest));
  console.log(`Uploaded images ready: ${Object.keys(manifest).length}.`);
}
