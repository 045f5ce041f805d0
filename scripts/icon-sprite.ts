// Writes public/icons.svg, the sprite every icon draws from, from components/ui/icons/symbols.tsx. Run after
// changing a glyph, and commit the file: `npx tsx scripts/icon-sprite.ts` (a unit test fails while it is stale).
import { writeFileSync } from "node:fs";
import { iconSpriteMarkup } from "@/components/ui/icons/sprite";
import { ICON_SPRITE_FILE } from "@/lib/iconSprite";

writeFileSync(ICON_SPRITE_FILE, iconSpriteMarkup());
console.log(`wrote ${ICON_SPRITE_FILE}`);
