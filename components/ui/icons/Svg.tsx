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

/**
 * The one SVG wrapper every icon draws through: size (square, or `width`/`height` for other shapes; none
 * lets CSS size it), viewBox, paint, className, and always aria-hidden and out of the tab order.
 */
export function Svg({
  children,
  className,
  size,
  width = size,
  height = size,
  viewBox = "0 0 24 24",
  paint = "stroke",
  strokeWidth = 2,
}: IconProps & {
  children: React.ReactNode;
  width?: number;
  height?: number;
  viewBox?: string;
  paint?: Paint;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={viewBox}
      {...paints[paint](strokeWidth)}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
