import { readFileSync } from "node:fs";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "@/components/ui/icons";
import { iconSpriteMarkup } from "@/components/ui/icons/sprite";
import { ICON_SPRITE_FILE } from "@/lib/iconSprite";

// Every icon on the site draws its glyph from one sprite file (public/icons.svg): it must be current, and every
// icon must point at a symbol that is in it.

const sprite = readFileSync(ICON_SPRITE_FILE, "utf8");
const symbolViewBoxes = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as const),
);
const symbolIds = new Set(symbolViewBoxes.keys());

/** Each icon component with the props it needs (record icons take a name from their content key). */
const rendered: [string, string][] = [
  ...Object.entries(icons)
    .filter(([name]) => !["HomeIcon", "ServiceIcon", "ValueIcon", "SocialIcon"].includes(name))
    .map(([name, Icon]) => [name, renderToStaticMarkup(createElement(Icon as ComponentType))] as [string, string]),
  ["SocialIcon instagram", renderToStaticMarkup(createElement(icons.SocialIcon, { platform: "instagram" }))],
  ["ServiceIcon server", renderToStaticMarkup(createElement(icons.ServiceIcon, { name: "server" }))],
  ["HomeIcon rupee", renderToStaticMarkup(createElement(icons.HomeIcon, { name: "rupee" }))],
  ["ValueIcon vision", renderToStaticMarkup(createElement(icons.ValueIcon, { name: "vision" }))],
];

describe("icon sprite", () => {
  it("public/icons.svg is what the glyphs make (run `npx tsx scripts/icon-sprite.ts` after changing one)", () => {
    expect(sprite).toBe(iconSpriteMarkup());
  });

  it("holds each symbol once", () => {
    expect([...sprite.matchAll(/<symbol id=/g)]).toHaveLength(symbolIds.size);
  });

  it.each(rendered)("%s draws a symbol of the sprite on its grid, hidden from assistive technology", (_, markup) => {
    const id = /<use href="[^"#]*icons\.svg[^"#]*#([^"]+)"/.exec(markup)?.[1];
    expect(id && symbolIds.has(id)).toBe(true);
    // The same grid as its symbol, so CSS sizing keeps the glyph's shape.
    expect(/<svg[^>]* viewBox="([^"]+)"/.exec(markup)?.[1]).toBe(symbolViewBoxes.get(id!));
    expect(markup).toMatch(/^<svg[^>]* aria-hidden="true"/);
    // Its paint is a class: five attributes on every icon were markup each page parsed before its content.
    expect(markup).not.toMatch(/<svg[^>]* (fill|stroke|stroke-width)=/);
    // The shape itself is in the sprite, not repeated in the page.
    expect(markup).not.toMatch(/<path|<circle/);
  });
});
