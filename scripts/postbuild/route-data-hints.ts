import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PAYLOAD_DIR, transformFile, withoutPreloadHints } from "@/lib/hosting";
import type { PostbuildStep } from "./step";

/**
 * Takes the stylesheet and image preload hints out of every route's data file (NAME.txt and NAME/__next.*.txt,
 * what link prefetching and client-side navigation fetch), so prefetching a linked page preloads none of its CSS
 * and none of its images; see
 * lib/hosting/routeDataHints.ts. Each page's own first payload is left as it is (its hints name the stylesheets
 * the page already applies). Every page's full route data (NAME.txt) must have had hints, unless an earlier run
 * on this out/ took them out already (its payload files are there).
 */
export const routeDataHints: PostbuildStep = {
  name: "no stylesheet or image preloads in prefetched route data",
  async run({ outDir }) {
    const firstRun = !existsSync(path.join(outDir, PAYLOAD_DIR));
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(".txt")) continue;
      const file = path.join(entry.parentPath, entry.name);
      // Route data only: a segment file, or NAME.txt beside NAME.html (not robots.txt, not /_next/).
      const segment = entry.name.startsWith("__next.");
      const routeData = segment || existsSync(file.replace(/\.txt$/, ".html"));
      if (!routeData || file.startsWith(path.join(outDir, "_next") + path.sep)) continue;
      const data = await readFile(file);
      const stripped = transformFile(path.relative(outDir, file), () =>
        withoutPreloadHints(data, { expectHints: firstRun && !segment }),
      );
      if (stripped.length !== data.length) await writeFile(file, stripped);
    }
  },
};
