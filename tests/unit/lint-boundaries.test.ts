// The import walls of eslint.config.mjs, proved to fire: each case lints a one-line file placed in a folder and
// expects the rule's error (or none). The files are linted from text, never written.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the whole config (the TypeScript parser, every plugin): done once here, with time for a
// busy machine, so each case's own time is its lint alone.
beforeAll(async () => {
  await eslint.lintText("export {};\n", { filePath: "lib/warm-up.ts" });
}, 120_000);

/** The rule ids that fire on `code` as if it were the file at `filePath`. */
async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = "import/no-restricted-paths";
const CLIENT = "client-bundle/no-server-modules-in-client";

describe("the receiver wall", () => {
  it.each(["lib/example.ts", "components/Example.tsx", "app/example/page.tsx"])(
    "%s may not import receiver/",
    async (file) => {
      expect(await rulesFiring(file, 'export { DESK_PREFIX } from "@/receiver/desk/paths";\n')).toContain(RESTRICTED);
    },
  );

  it.each(['export { Footer } from "@/components/layout/Footer";\n', 'export { default } from "@/app/(en)/page";\n'])(
    "receiver/ may not import the site's UI: %s",
    async (code) => {
      expect(await rulesFiring("receiver/example.ts", code)).toContain(RESTRICTED);
    },
  );

  it("receiver/ may use lib/ and content/, and tests may import receiver/", async () => {
    const code =
      'export { hosting } from "@/lib/hosting/deployment";\nexport { normalizePath } from "@/lib/trailingSlash";\n';
    expect(await rulesFiring("receiver/example.ts", code)).toEqual([]);
    const test = 'export { DESK_PREFIX } from "@/receiver/desk/paths";\n';
    expect(await rulesFiring("tests/unit/example.test.ts", test)).toEqual([]);
  });
});

describe("browser bundles", () => {
  it.each([
    'import { readFileSync } from "node:fs";',
    'import path from "path";',
    'import { DESK_PREFIX } from "@/receiver/desk/paths";',
    'import { z } from "zod";',
  ])('a "use client" file may not %s', async (line) => {
    const code = `"use client";\n${line}\nexport const used = [${line.match(/import \{?\s*(\w+)/)![1]}];\n`;
    expect(await rulesFiring("components/Example.tsx", code)).toContain(CLIENT);
  });

  it("a server component may import Node modules", async () => {
    const code = 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n';
    expect(await rulesFiring("components/Example.tsx", code)).not.toContain(CLIENT);
  });
});

describe("code that downloads after the page", () => {
  it.each([
    ['import { lazy } from "react";', "no-restricted-imports"],
    ['import dynamic from "next/dynamic";', "no-restricted-imports"],
    ['import * as React from "react";\nReact.lazy(() => import("./Part"));', "no-restricted-properties"],
  ])("a component may not %s: a failed download would replace the page", async (code, rule) => {
    expect(await rulesFiring("components/Example.tsx", `"use client";\n${code}\n`)).toContain(rule);
  });

  it.each([
    'export const load = () => import("./Part");',
    'export async function run() {\n  const part = await import("./Part");\n  return part;\n}',
    'import { useEffect } from "react";\nexport function Part() {\n  useEffect(() => void import("./Part"), []);\n  return null;\n}',
  ])("a component may not download code with a bare import(): %s", async (code) => {
    expect(await rulesFiring("components/Example.tsx", `"use client";\n${code}\n`)).toContain("no-restricted-syntax");
    expect(await rulesFiring("app/example/Part.tsx", `"use client";\n${code}\n`)).toContain("no-restricted-syntax");
  });

  it("an import() inside a loadOnce loader, the one way code downloads after the page, is allowed", async () => {
    const code =
      'import { loadOnce } from "@/lib/loadOnce";\nimport { loadOnceEach } from "@/lib/loadOnceEach";\n' +
      'export const loadPart = loadOnce(() => import("./Part").then((m) => m.Part));\n' +
      "export const loadWords = loadOnceEach((locale: string) => import(`./words.${locale}.json`));\n";
    expect(await rulesFiring("components/Example.ts", code)).toEqual([]);
  });

  it("useChunk, which keeps a failed download a state the component shows, is allowed", async () => {
    const code =
      '"use client";\nimport { useChunk } from "@/components/hooks/useChunk";\nexport const used = useChunk;\n';
    expect(await rulesFiring("components/Example.tsx", code)).toEqual([]);
  });
});

describe("the content wall", () => {
  it("refuses code in content/, which holds the data and prose the agency edits", async () => {
    expect(await rulesFiring("content/services/example.ts", "export const price = 5000;\n")).toContain(
      "no-restricted-syntax",
    );
    expect(await rulesFiring("lib/content/example.ts", "export const price = 5000;\n")).toEqual([]);
  });
});

describe("the length of a file", () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const n${i} = ${i};`).join("\n");

  it("refuses a source file over 250 lines, and lets a spec run longer", async () => {
    expect(await rulesFiring("lib/example.ts", lines(251))).toContain("max-lines");
    expect(await rulesFiring("lib/example.ts", lines(250))).not.toContain("max-lines");
    expect(await rulesFiring("tests/e2e/example.spec.ts", lines(400))).not.toContain("max-lines");
  });
});
