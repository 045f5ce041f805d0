import type { SymbolId } from "./symbols";
import { viewBoxOf } from "./viewBoxes";

/** What every icon accepts. Icons are decorative (aria-hidden): the surrounding text, link or button names them. */
export type IconProps = { className?: string; size?: number };

/**
 * How a glyph is painted: "stroke" (line icons: no fill, round caps and joins, `strokeWidth`), "fill"
 * (solid shapes) or "own" (the glyph sets its own paint on each shape).
 */
type Paint = "stroke" | "fill" | "own";

const paints = {
  stroke: (strokeWidth: number) => ({
    fill: "none",
    stroke: "currentColor",
    strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  }),
  fill: () => ({ fill: "currentColor" }),
  own: () => ({}),
} as const;

/** The sprite every icon's glyph comes from; the build versions its address by its content (next.config.ts). */
const SPRITE_URL = process.env.NEXT_PUBLIC_ICON_SPRITE ?? "/icons.svg";

/**
 * The one SVG wrapper every icon draws through: the glyph from the sprite (./symbols.tsx), size (square, or
 * `width`/`height` for other shapes; none lets CSS size it), the glyph's viewBox (./viewBoxes.ts), paint, className, and always aria-hidden and out of the tab order. The paint set here reaches the
 * glyph through <use>, as inherited properties do.
 */
export function Svg({
  glyph,
  className,
  size,
  width = size,
  height = size,
  paint = "stroke",
  strokeWidth = 2,
}: IconProps & {
  glyph: SymbolId;
  width?: number;
  height?: number;
  paint?: Paint;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={viewBoxOf(glyph)}
      {...paints[paint](strokeWidth)}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${SPRITE_URL}#${glyph}`} />
    </svg>
  );
}
