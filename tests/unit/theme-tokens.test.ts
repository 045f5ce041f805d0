import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const tokens = readFileSync("app/tokens.css", "utf8");

/** The declarations of the first block that opens with `opening`, in order. */
function block(opening: string): string[] {
  const start = tokens.indexOf(opening);
  expect(start, opening).toBeGreaterThan(-1);
  const body = tokens.slice(start + opening.length, tokens.indexOf("}", start));
  return body
    .split("\n")
    .map((line) => line.replace(/\/\*.*?\*\//g, "").trim())
    .filter((line) => line.endsWith(";"));
}

describe("the dark theme's tokens", () => {
  const system = block(':root:not([data-theme="light"]) {');
  const chosen = block(':root[data-theme="dark"] {');

  it("are the same whether the system asks for them or the visitor chose them", () => {
    expect(chosen.filter((line) => !line.startsWith("color-scheme"))).toEqual(system);
    expect(chosen).toContain("color-scheme: dark;");
  });
  it("override only tokens the light theme defines", () => {
    const light = new Set(block(":root {").map((line) => line.split(":")[0]));
    for (const line of system) expect(light, line).toContain(line.split(":")[0]);
  });
});

describe("the remembered theme in the privacy notice", () => {
  it("is named, with its storage key, in every language", async () => {
    const { THEME_STORAGE_KEY } = await import("@/lib/theme");
    const { privacyNoticeIn } = await import("@/lib/content/privacy");
    for (const language of ["en", "te", "hi"] as const) {
      const text = JSON.stringify(privacyNoticeIn(language));
      expect(text, language).toContain(`local storage`);
      expect(text, language).toContain(`\\"${THEME_STORAGE_KEY}\\"`);
    }
  });
});
