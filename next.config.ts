import type { NextConfig } from "next";
import { iconSpriteUrl } from "./lib/iconSprite";

// Static export: every page is pre-rendered into out/ and served by any static host or CDN.
const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // CSS per route: each page loads the stylesheets of what it renders, not every component's (README "Performance"). The
  // stylesheets' preload hints leave the route data that links prefetch (scripts/postbuild/route-data-hints.ts).
  experimental: { cssChunking: "graph" },
  // Every icon draws from this sprite (components/ui/icons/Svg.tsx).
  env: { NEXT_PUBLIC_ICON_SPRITE: iconSpriteUrl() },
};

export default nextConfig;
