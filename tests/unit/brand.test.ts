import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColours, brandColourTokens, brandMarkSvg } from "@/lib/brand";

describe("brand colours", () => {
  it("mirror the design tokens in app/tokens.css", () => {
    const tokens = readFileSync("app/tokens.css", "utf8");
    for (const [key, token] of Object.entries(brandColourTokens)) {
      const match = tokens.match(new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})`));
      expect(match?.[1]?.toLowerCase(), token).toBe(brandColours[key as keyof typeof brandColours]);
    }
  });
  it("the committed SVG favicon is the current brand mark (run scripts/generate-icons.ts after changing it)", () => {
    expect(readFileSync("app/icon.svg", "utf8").trim()).toBe(brandMarkSvg());
  });
});
