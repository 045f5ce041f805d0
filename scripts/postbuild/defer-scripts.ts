import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferredScripts } from "@/lib/scriptLoading";
import type { PostbuildStep } from "./step";

/** Every exported page loads its scripts with `defer` instead of `async`, so it paints before it hydrates. */
export const deferScripts: PostbuildStep = {
  name: "scripts deferred (paint before hydration)",
  async run({ outDir }) {
    const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
      const file = path.join(entry.parentPath, entry.name);
      const html = await readFile(file, "utf8");
      const deferred = deferredScripts(html);
      if (deferred !== html) await writeFile(file, deferred);
    }
  },
};
