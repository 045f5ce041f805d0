import type { NextConfig } from "next";
import { checkBuildEnv } from "./lib/buildEnv";
import { receiverOnThisOrigin, resolveEndpoints } from "./lib/forms/endpoints";
import { iconSpriteUrl } from "./lib/iconSprite";

// The build's NEXT_PUBLIC_* variables, checked once here (lib/buildEnv.ts); the pages read them literally.
const env = checkBuildEnv(process.env);

// The first-party beacon needs the site's own receiver on this origin (where the forms post). Without it the
// layout renders no beacon, and this alias keeps its code out of the bundle too: an unrendered client component
// that the layout imports would still be downloaded by every page.
const beaconBuilt = receiverOnThisOrigin(resolveEndpoints(env));

// Static export: every page is pre-rendered into out/ and served by any static host or CDN.
const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // CSS per route: each page loads the stylesheets of what it renders, not every component's (docs/architecture.md, "Loading"). The
  // stylesheets' preload hints leave the route data that links prefetch (scripts/postbuild/route-data-hints.ts).
  experimental: { cssChunking: "graph" },
  // Every icon draws from this sprite (components/ui/icons/Svg.tsx).
  env: { NEXT_PUBLIC_ICON_SPRITE: iconSpriteUrl() },
  turbopack: beaconBuilt
    ? undefined
    : { resolveAlias: { "@/components/analytics/Beacon": "./components/analytics/NoBeacon.tsx" } },
};

export default nextConfig;
