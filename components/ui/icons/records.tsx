import type { AboutValueId } from "@/lib/content/schemas/about";
import type { HomeIconName } from "@/lib/content/schemas/home";
import type { ServiceIconName } from "@/lib/content/serviceTypes";
import type { LineGlyph } from "./glyphs";
import { Svg, type IconProps } from "./Svg";

// Icons chosen by a key in a content record. Each lookup is total over its key union (a new key in
// content/ fails the type check until it is mapped here) and maps the key onto a shared glyph, so a shape
// used by several pages is drawn once. The stroke weight is each family's own.

const homeGlyphs: Record<HomeIconName, LineGlyph> = {
  search: "zoomIn",
  cursor: "pointerClick",
  megaphone: "megaphone",
  code: "codeSlash",
  cart: "cart",
  palette: "paletteSmall",
  target: "target",
  chart: "chartLine",
  users: "usersSmall",
  rupee: "rupeeNarrow",
  report: "report",
  rocket: "rocket",
  food: "cutlery",
  travel: "plane",
  education: "graduationCap",
  retail: "shoppingBag",
  building: "building",
  health: "heartPulse",
};

const serviceGlyphs: Record<ServiceIconName, LineGlyph> = {
  search: "search",
  chart: "chartBars",
  megaphone: "megaphone",
  target: "target",
  pen: "pen",
  share: "share",
  mail: "mail",
  users: "users",
  star: "star",
  cart: "cart",
  code: "code",
  server: "server",
  globe: "globe",
  lock: "lock",
  cloud: "cloud",
  phone: "smartphone",
  layers: "layers",
  layout: "layout",
  palette: "palette",
  image: "image",
  cube: "cube",
  video: "video",
  shield: "shield",
  bolt: "bolt",
  clock: "clock",
  heart: "heart",
  compass: "compass",
  trending: "trending",
  document: "document",
  calendar: "calendar",
  chat: "message",
  settings: "settings",
  award: "award",
  rupee: "rupee",
  sparkle: "sparkle",
  database: "database",
  refresh: "refresh",
  cursor: "pointer",
  map: "map",
  camera: "camera",
};

/** Ids of the About page's value cards (vision, mission, motto, roots). */
type ValueId = AboutValueId;

const valueGlyphs: Record<ValueId, LineGlyph> = {
  vision: "eye",
  mission: "targetArrow",
  motto: "quotes",
  roots: "house",
};

/** A home page card's icon (stroke 1.8), 24 px unless told. */
export function HomeIcon({ name, size = 24, className }: IconProps & { name: HomeIconName }) {
  return <Svg glyph={homeGlyphs[name]} size={size} className={className} strokeWidth={1.8} />;
}

/** A service page section's icon (stroke 1.75), 24 px unless told. */
export function ServiceIcon({ name, size = 24, className }: IconProps & { name: ServiceIconName }) {
  return <Svg glyph={serviceGlyphs[name]} size={size} className={className} strokeWidth={1.75} />;
}

/** An About page value card's icon (stroke 2), 24 px unless told. */
export function ValueIcon({ name, size = 24, className }: IconProps & { name: ValueId }) {
  return <Svg glyph={valueGlyphs[name]} size={size} className={className} />;
}
