import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The recipe for a language (docs/content.md, "A language") is one step: in a copy of the site, Tamil added as a
// line of the locale record, its font, and its content files gets its routes, offered only for the pages that
// have a Tamil file, with nothing else edited.

const root = process.cwd();
let copy: string;

const tsx = (args: string[]) =>
  execFileSync(join(root, "node_modules/.bin/tsx"), args, { cwd: copy, encoding: "utf8", timeout: 60_000 });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "content-language-"));
  for (const folder of ["content", "lib", "scripts/content", "scripts/routes", "app"])
    cpSync(join(root, folder), join(copy, folder), { recursive: true });
  for (const file of ["package.json", "tsconfig.json"]) cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));

  // The locale record: one line.
  const locales = join(copy, "lib/locales.ts");
  const record = readFileSync(locales, "utf8");
  const hindi = /^ {2}hi: \{.*\},$/m.exec(record)![0];
  writeFileSync(
    locales,
    record.replace(
      hindi,
      `${hindi}\n  ta: { htmlLang: "ta-IN", ogLocale: "ta_IN", prefix: "/ta", name: "தமிழ்", englishName: "Tamil", shortName: "த" },`,
    ),
  );
  // Its font.
  writeFileSync(
    join(copy, "app/scriptFonts/ta.ts"),
    readFileSync(join(root, "app/scriptFonts/te.ts"), "utf8").replace("export const telugu", "export const tamil"),
  );
  // Its content: the home page and one service page so far.
  writeFileSync(join(copy, "content/home/home.ta.yml"), "homeHero:\n  heading: ஹைதராபாத்தில் டிஜிட்டல் மார்க்கெட்டிங்\n");
  writeFileSync(join(copy, "content/services/seo.ta.yml"), "title: ஹைதராபாத்தில் எஸ்இஓ சேவைகள்\n");
  tsx(["scripts/content/uploads.ts"]);
  tsx(["scripts/content/compile.ts"]);
  tsx(["scripts/routes/language-routes.ts"]);
}, 180_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("a language is one step", () => {
  it("gets its routes, written for it, with its font", () => {
    const home = readFileSync(join(copy, "app/(ta)/ta/page.tsx"), "utf8");
    expect(home).toContain('<HomeRoute locale="ta" />');
    expect(existsSync(join(copy, "app/(ta)/ta/[...slug]/page.tsx"))).toBe(true);
    const layout = readFileSync(join(copy, "app/(ta)/layout.tsx"), "utf8");
    expect(layout).toContain('import { tamil } from "../scriptFonts/ta";');
    expect(layout).toContain('<SiteShell locale="ta"');
  });

  it("offers a page in the language once it has the page's file, and shows its words", () => {
    const routes = JSON.parse(
      tsx([
        "-e",
        `import { canonicalRoutes } from "@/lib/routes"; console.log(JSON.stringify(canonicalRoutes().map((r) => [r.path, r.title])));`,
      ]),
    ) as [string, string][];
    const paths = routes.map(([path]) => path);
    expect(paths).toContain("/ta");
    expect(routes).toContainEqual(["/ta/seo-services-hyderabad", expect.stringContaining("ஹைதராபாத்தில் எஸ்இஓ சேவைகள்")]);
    // A service page with no Tamil file is not offered in Tamil; nor is a page whose copy has no Tamil file.
    expect(paths).not.toContain("/ta/web-development-services");
    expect(paths).not.toContain("/ta/about");
  }, 60_000);
});
