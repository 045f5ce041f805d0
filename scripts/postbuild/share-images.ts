import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@/lib/content/site";
import { localeOfPath } from "@/lib/locales";
import { canonicalRoutes } from "@/lib/routes";
import { SHARE_IMAGE_DIR, shareImagePath } from "@/lib/shareImage";
import { loadShareImageFonts, renderShareImage } from "./share-image-card";
import type { PostbuildStep } from "./step";

/**
 * One 1200×630 PNG share image per canonical route (out/og/<slug>.png), titled from the route's record.
 * buildMetadata() points og:image and twitter:image at the same file (lib/shareImage.ts), so a new page
 * gets its image without any other change. Real .png files: any static host serves them as image/png.
 */
export const shareImages: PostbuildStep = {
  name: "share images",
  async run({ outDir }) {
    const fonts = await loadShareImageFonts();
    await mkdir(path.join(outDir, SHARE_IMAGE_DIR), { recursive: true });
    const written = new Map<string, string>();
    // English routes only: a Telugu or Hindi page's og:image is its English page's card (lib/shareImage.ts).
    for (const route of canonicalRoutes().filter((r) => localeOfPath(r.path) === "en")) {
      const url = shareImagePath(route.path);
      const clash = written.get(url);
      if (clash) throw new Error(`postbuild: ${route.path} and ${clash} would share the image ${url}`);
      written.set(url, route.path);
      await writeFile(path.join(outDir, url), await renderShareImage(route, fonts));
    }
    await checkShareImageReferences(outDir);
  },
};

/** Fails the build when any exported page's og:image / twitter:image on this site names a missing file. */
async function checkShareImageReferences(outDir: string) {
  const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  const problems: string[] = [];
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), "utf8");
    for (const [, url] of html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g)) {
      if (!url!.startsWith(`${site.url}/`)) continue; // an image on another host is not ours to check
      const target = decodeURIComponent(new URL(url!).pathname);
      if (!existsSync(path.join(outDir, target)))
        problems.push(`${file}: ${url} is not in ${path.relative(process.cwd(), outDir)}/`);
    }
  }
  if (problems.length) throw new Error(`postbuild: share images missing:\n${problems.join("\n")}`);
}
