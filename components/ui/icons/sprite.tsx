import { renderToStaticMarkup } from "react-dom/server";
import { symbols } from "./symbols";

/** The sprite file: every symbol of ./symbols.tsx, as public/icons.svg holds it. */
export function iconSpriteMarkup(): string {
  return (
    renderToStaticMarkup(
      <svg xmlns="http://www.w3.org/2000/svg">
        {Object.entries(symbols).map(([id, { viewBox, glyph }]) => (
          <symbol key={id} id={id} viewBox={viewBox}>
            {glyph}
          </symbol>
        ))}
      </svg>,
    ) + "\n"
  );
}
