import { renderToStaticMarkup } from "react-dom/server";
import { symbols } from "./symbols";
import { viewBoxOf } from "./viewBoxes";

/** The sprite file: every symbol of ./symbols.tsx, as public/icons.svg holds it. */
export function iconSpriteMarkup(): string {
  return (
    renderToStaticMarkup(
      <svg xmlns="http://www.w3.org/2000/svg">
        {Object.entries(symbols).map(([id, glyph]) => (
          <symbol key={id} id={id} viewBox={viewBoxOf(id)}>
            {glyph}
          </symbol>
        ))}
      </svg>,
    ) + "\n"
  );
}
