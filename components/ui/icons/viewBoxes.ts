// Each symbol's grid, stated once: the sprite's <symbol> and the <svg> drawing it take the same viewBox (the
// <svg> needs it too, so CSS sizing keeps the glyph's shape). No glyph data here, so client icons can read it.

const GRID = "0 0 24 24";

/** The symbols not on the 24 × 24 grid of the line and solid icons. */
const ownGrids: Record<string, string> = {
  alert: "0 0 20 20",
  quote: "0 0 48 40",
};

/** The viewBox of a symbol of the sprite. */
export function viewBoxOf(id: string): string {
  return ownGrids[id] ?? GRID;
}
