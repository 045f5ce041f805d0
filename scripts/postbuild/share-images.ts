import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { allRouteInfo } from "@/lib/routeInfo";
import { SHARE_IMAGE_DIR, shareImagePath } from "@/lib/shareImage";
import { loadShareImageFonts, renderShareImage } from "./share-image-card";
import type { PostbuildStep } from "./steps";
import { OUT_DIR } from "./trailing-slash-routes";

/**
 * One 1200×630 PNG share image per canonical route (out/og/<slug>.png), titled from the route's record.
 * buildMetadata() points og:image and twitter:image at the same file (lib/shareImage.ts), so a new page
 * gets its image without any other change. Real .png files: any static host serves them as image/png.
 */
export const shareImages: PostbuildStep = {
  name: "share images",
  async run() {
    const fonts = await loadShareImageFonts();
    await mkdir(path.join(OUT_DIR, SHARE_IMAGE_DIR), { recursive: true });
    const written = new Map<string, string>();
    for (const route of allRouteInfo()) {
      const url = shareImagePath(route.path);
      const clash = written.get(url);
      if (clash) throw new Error(`postbuild: ${route.path} and ${clash} would share the image ${url}`);
      written.set(url, route.path);
      await writeFile(path.join(OUT_DIR, url), await renderShareImage(route, fonts));
    }
  },
};
