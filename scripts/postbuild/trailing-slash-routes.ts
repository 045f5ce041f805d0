import { copyFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { htmlFileForRoute } from "@/lib/hosting";
import { canonicalRoutes } from "@/lib/routes";
import type { PostbuildStep } from "./step";

/**
 * Next exports /web-hosting-services/ as web-hosting-services.html. For every canonical route whose
 * address ends in a slash, also write NAME/index.html, so a host that tries $uri, $uri.html and
 * $uri/index.html answers both /web-hosting-services and /web-hosting-services/ with 200.
 */
export const trailingSlashRoutes: PostbuildStep = {
  name: "trailing-slash routes",
  async run({ outDir }) {
    for (const { path: route } of canonicalRoutes()) {
      if (route === "/" || !route.endsWith("/")) continue;
      const source = path.join(outDir, htmlFileForRoute(route));
      if (!existsSync(source)) throw new Error(`postbuild: ${source} is missing for route ${route}`);
      await mkdir(path.join(outDir, route), { recursive: true });
      await copyFile(source, path.join(outDir, route, "index.html"));
    }
  },
};
