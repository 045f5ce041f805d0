import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { noHintsFound, SERVER_CSP_FILE, transformFile, withoutPreloadHints } from "@/lib/hosting";
import type { PostbuildStep } from "./step";

/**
 * Takes the stylesheet and image preload hints out of every route's data file (NAME.txt and NAME/__next.*.txt,
 * what link prefetching and client-side navigation fetch), so prefetching a linked page preloads none of its
 * images; see lib/hosting/routeDataHints.ts. Each page's own first payload is left as it is. A first run on a
 * build must find hints to take out (the home page preloads its poster); a later run on the same out/ (the
 * last step's policy file is there) finds them gone.
 */
export const routeDataHints: PostbuildStep = {
  name: "no stylesheet or image preloads in prefetched route data",
  async run({ outDir }) {
    const firstRun = !existsSync(path.join(outDir, SERVER_CSP_FILE));
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    let taken = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(".txt")) continue;
      const file = path.join(entry.parentPath, entry.name);
      // Route data only: a segment file, or NAME.txt beside NAME.html (not robots.txt, not /_next/).
      const segment = entry.name.startsWith("__next.");
      const routeData = segment || existsSync(file.replace(/\.txt$/, ".html"));
      if (!routeData || file.startsWith(path.join(outDir, "_next") + path.sep)) continue;
      const data = await readFile(file);
      const stripped = transformFile(path.relative(outDir, file), () => withoutPreloadHints(data));
      if (stripped.length === data.length) continue;
      taken += 1;
      await writeFile(file, stripped);
    }
    if (firstRun && taken === 0)
      transformFile("the route data", () => {
        throw noHintsFound();
      });
  },
};
