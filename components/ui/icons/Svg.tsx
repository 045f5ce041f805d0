import type { SymbolId } from "./symbols";
import { viewBoxOf } from "./viewBoxes";
import { cx } from "@/lib/classNames";
import styles from "./Svg.module.css";

/** What every icon accepts. Icons are decorative (aria-hidden): the surrounding text, link or button names them. */
export type IconProps = { className?: string; size?: number };

/**
 * How a glyph is painted: "stroke" (line icons: no fill, round caps and joins, `strokeWidth`), "fill"
 * (solid shapes) or "own" (the glyph sets its own paint on each shape).
 */
type Paint = "stroke" | "fill" | "own";

const paintClasses: Record<Paint, string | undefined> = { stroke: styles.stroke, fill: styles.fill, own: undefined };
/** The line widths the site draws with; 2 is the stroke class's own. */
const strokeWidthClasses = { 2: undefined, 1.8: styles.stroke18, 1.75: styles.stroke175 } as const;

/** The sprite every icon's glyph comes from; the build versions its address by its content (next.config.ts). */
const SPRITE_URL = process.env.NEXT_PUBLIC_ICON_SPRITE ?? "/icons.svg";

/**
 * The one SVG wrapper every icon draws through: the glyph from the sprite (./symbols.tsx), size (square, or
 * `width`/`height` for other shapes; none lets CSS size it), the glyph's viewBox (./viewBoxes.ts), paint (a
 * class of ./Svg.module.css), className, and always aria-hidden. An SVG is not in the tab order in any current
 * browser, so it carries no `focusable` (an attribute only Internet Explorer read).
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
  strokeWidth?: keyof typeof strokeWidthClasses;
}) {
  return (
    <svg
      className={cx(paintClasses[paint], paint === "stroke" && strokeWidthClasses[strokeWidth], className)}
      width={width}
      height={height}
      viewBox={viewBoxOf(glyph)}
      aria-hidden="true"
    >
      <use href={`${SPRITE_URL}#${glyph}`} />
    </svg>
  );
}
