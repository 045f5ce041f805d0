import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import lacks from "@/.content/lacks.json" with { type: "json" };
import { cmsConfigYaml } from "@/lib/content/cmsConfig";
import { PatternNotFound, transformFile } from "@/lib/hosting";
import type { PostbuildStep } from "./step";

// The editor at /admin (Sveltia CMS) served from the site itself: its script from node_modules, the three fonts
// it would fetch from a CDN from their npm packages, and its check for a newer version answered by a file of the
// site, and its look at the Git host's status page too. Nothing of /admin asks another origin on load, so its policy can allow the Git host's API alone.

const require = createRequire(import.meta.url);
// The package exports only its entry (npm/index.js): its folder is the one above that.
const packageDir = path.resolve(path.dirname(require.resolve("@sveltia/cms")), "..");

/** Where the published script asks for its latest version; answered by out/admin/sveltia-cms-version.json. */
const VERSION_CHECK = /([A-Za-z_$][\w$]*)=`\$\{([A-Za-z_$][\w$]*)\}\/package\.json`/;
export const VERSION_FILE = "/admin/sveltia-cms-version.json";

/**
 * The Git host's status page, asked on load with the GitHub backend. Answered by a file that says "unknown",
 * which the editor shows as no news, so signing in never waits on a third origin.
 */
const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";
const STATUS_FILE = "/admin/git-host-status.json";

/** A font of the editor on Fontsource's CDN, e.g. …/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2 */
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g;

export interface EditorFont {
  /** The file in the font's npm package (@fontsource or @fontsource-variable). */
  from: string;
  /** Its address under /admin/fonts/. */
  to: string;
}

/** The script with its CDN fonts and version check pointed at the site; throws when either is no longer found. */
export function selfHostedEditor(script: string): { script: string; fonts: EditorFont[] } {
  if (!VERSION_CHECK.test(script)) throw new PatternNotFound("admin editor", "the version check (`${…}/package.json`)");
  if (!script.includes(GITHUB_STATUS)) throw new PatternNotFound("admin editor", GITHUB_STATUS);
  const fonts: EditorFont[] = [];
  const rewritten = script
    .replace(GITHUB_STATUS, STATUS_FILE)
    .replace(VERSION_CHECK, (_all, name: string) => `${name}=\`${VERSION_FILE}\``)
    .replace(CDN_FONT, (_all, family: string, variable: string | undefined, file: string) => {
      const to = `/admin/fonts/${family}-${file}`;
      const from = `@fontsource${variable ? "-variable" : ""}/${family}/files/${family}-${file}`;
      if (!fonts.some((font) => font.to === to)) fonts.push({ from, to });
      return to;
    });
  if (!fonts.length) throw new PatternNotFound("admin editor", "fonts on cdn.jsdelivr.net/fontsource");
  return { script: rewritten, fonts };
}

/** The site's Telugu and Devanagari faces, which /admin/scripts.css gives the editor's panes. */
const SCRIPT_FACES: EditorFont[] = ["telugu", "devanagari"].map((script) => {
  const file = `noto-sans-${script}-${script}-wght-normal.woff2`;
  return { from: `@fontsource-variable/noto-sans-${script}/files/${file}`, to: `/admin/fonts/${file}` };
});

export const adminEditor: PostbuildStep = {
  name: "admin editor (out/admin/sveltia-cms.js and its fonts, from node_modules)",
  async run({ outDir }) {
    const dir = path.join(outDir, "admin");
    if (!existsSync(path.join(dir, "index.html"))) throw new Error("postbuild: out/admin/index.html is missing");
    const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
      version: string;
    };
    const source = readFileSync(path.join(packageDir, "dist/sveltia-cms.js"), "utf8");
    const { script, fonts } = transformFile("admin/sveltia-cms.js", () => selfHostedEditor(source));
    await mkdir(path.join(dir, "fonts"), { recursive: true });
    await writeFile(path.join(dir, "sveltia-cms.js"), script);
    await writeFile(path.join(outDir, VERSION_FILE), JSON.stringify({ version }));
    await writeFile(path.join(outDir, STATUS_FILE), JSON.stringify({ status: { indicator: "unknown" } }));
    // The committed configuration, with what each language still lacks in this build above each collection.
    await writeFile(path.join(dir, "config.yml"), cmsConfigYaml(lacks));
    for (const font of [...fonts, ...SCRIPT_FACES]) {
      const from = require.resolve(font.from);
      await copyFile(from, path.join(outDir, font.to));
    }
  },
};
