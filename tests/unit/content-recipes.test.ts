import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The recipes of docs/content.md are one step: in a copy of the site, a service page added as its three files
// and a case study added as one file become routes (menus, sitemap, share images and the every-page tests walk
// that list) with nothing else edited, and a Telugu file left out keeps the page out of Telugu.

const root = process.cwd();
let copy: string;

const run = (script: string) =>
  execFileSync(join(root, "node_modules/.bin/tsx"), ["-e", script], { cwd: copy, encoding: "utf8", timeout: 60_000 });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "content-recipe-"));
  for (const folder of ["content", "lib", "scripts/content"])
    cpSync(join(root, folder), join(copy, folder), { recursive: true });
  for (const file of ["package.json", "tsconfig.json"]) cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));

  const seo = readFileSync(join(root, "content/services/seo.en.yml"), "utf8");
  writeFileSync(
    join(copy, "content/services/video-production.en.yml"),
    seo
      .replace(/^order: .*$/m, "order: 19")
      .replace(/^path: .*$/m, "path: /video-production")
      .replace(/^alsoServedAt:\n(?: {2}- .*\n)+/m, "")
      .replace(/^title: .*$/m, "title: Video Production in Hyderabad"),
  );
  writeFileSync(
    join(copy, "content/services/video-production.hi.yml"),
    readFileSync(join(root, "content/services/seo.hi.yml"), "utf8").replace(
      /^title: .*$/m,
      "title: हैदराबाद में वीडियो प्रोडक्शन",
    ),
  );
  const study = readFileSync(join(root, "content/case-studies/cafe-chain-reels-engagement.en.yml"), "utf8");
  writeFileSync(
    join(copy, "content/case-studies/bakery-festival-orders.en.yml"),
    study.replace(/^order: .*$/m, "order: 7"),
  );
  for (const step of ["scripts/content/uploads.ts", "scripts/content/compile.ts"])
    execFileSync(join(root, "node_modules/.bin/tsx"), [step], { cwd: copy, timeout: 60_000 });
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("a recipe is one step", () => {
  it("a service page's files make its page, in English and in each language it has a file for", () => {
    const paths = JSON.parse(
      run(
        `import { canonicalRoutes } from "@/lib/routes"; console.log(JSON.stringify(canonicalRoutes().map((r) => [r.path, r.title])));`,
      ),
    ) as [string, string][];
    expect(paths).toContainEqual(["/video-production", "Video Production in Hyderabad"]);
    expect(paths).toContainEqual(["/hi/video-production", "हैदराबाद में वीडियो प्रोडक्शन"]);
    expect(paths.map(([path]) => path)).not.toContain("/te/video-production");
  }, 60_000);

  it("a case study's file makes its page", () => {
    const paths = JSON.parse(
      run(
        `import { canonicalRoutes } from "@/lib/routes"; console.log(JSON.stringify(canonicalRoutes().map((r) => r.path)));`,
      ),
    ) as string[];
    expect(paths).toContain("/case-studies/bakery-festival-orders");
  }, 60_000);
});
