/**
 * Brand colours for places CSS variables cannot reach (web manifest, share images, PNG icons).
 * They mirror app/tokens.css; tests/unit/brand.test.ts fails if the two drift apart.
 */
export const brandColours = {
  ink: "#0b1020",
  ink2: "#141b33",
  ink3: "#222b4a",
  accent: "#ff7a45",
  textInverse: "#f4f5fb",
  textInverseMuted: "#b7bdd3",
} as const;

/** The token each brand colour mirrors. */
export const brandColourTokens: Record<keyof typeof brandColours, string> = {
  ink: "--color-ink",
  ink2: "--color-ink-2",
  ink3: "--color-ink-3",
  accent: "--color-accent",
  textInverse: "--color-text-inverse",
  textInverseMuted: "--color-text-inverse-muted",
};

/**
 * The agency mark of components/ui/Logo.tsx (a stylised "D" in ink on a saffron tile) as a standalone
 * SVG document, for the favicon, the PNG icons and the share images.
 * shape "tile": the rounded tile of the logo (favicon, manifest "any" icons, share images);
 * shape "square": full-bleed square (apple-touch-icon and maskable icons: the platform rounds or masks
 * the corners; the "D" stays inside the maskable safe zone, a centred circle of 80% diameter).
 */
export function brandMarkSvg({ size = 36, shape = "tile" }: { size?: number; shape?: "tile" | "square" } = {}): string {
  const { ink, accent } = brandColours;
  const radius = shape === "tile" ? ' rx="10"' : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36">` +
    `<rect width="36" height="36"${radius} fill="${accent}"/>` +
    `<path d="M11 9h7.5a9 9 0 0 1 0 18H11Z" fill="${ink}"/>` +
    `<path d="M16 14.5h2.2a3.5 3.5 0 0 1 0 7H16Z" fill="${accent}"/>` +
    `</svg>`
  );
}
