import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssProblems } from "@/tests/support/cssProblems";

// Every source stylesheet the pages are built from, parsed as current CSS: no error, no warning. The built
// stylesheets, which the pages inline and client-side navigation inserts, are parsed again after the build
// (tests/e2e/postbuild-output.spec.ts).
const sources = ["app", "components"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)))
  .filter((file) => file.endsWith(".css"))
  .sort();

describe("every source stylesheet of the pages parses as current CSS", () => {
  it("finds the stylesheets", () => {
    expect(sources).toContain(path.join("app", "globals.css"));
    expect(sources.length).toBeGreaterThan(20);
  });

  it("reports no error and no warning in any of them", () => {
    const problems = sources.flatMap((file) =>
      cssProblems(file, readFileSync(file, "utf8"), { cssModules: file.endsWith(".module.css") }),
    );
    expect(problems).toEqual([]);
  });

  it("reports broken CSS", () => {
    expect(cssProblems("ok.css", "@container (min-width: 40rem) { .a { width: min(var(--w), 100%) } }")).toEqual([]);
    expect(cssProblems("broken.css", ".a { color: red; } }")).not.toEqual([]);
    expect(cssProblems("broken.css", ".a:unknown-pseudo { color: red }")).not.toEqual([]);
  });
});
