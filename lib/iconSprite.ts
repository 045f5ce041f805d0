import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The icon sprite, a public file (scripts/icon-sprite.ts writes it from components/ui/icons/symbols.tsx). */
export const ICON_SPRITE_FILE = "public/icons.svg";

/** Its address, versioned by its content so a changed sprite is fetched anew despite the public files' cache. */
export function iconSpriteUrl(): string {
  const version = createHash("sha256").update(readFileSync(ICON_SPRITE_FILE)).digest("hex").slice(0, 12);
  return `/icons.svg?v=${version}`;
}
