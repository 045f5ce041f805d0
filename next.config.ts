import type { NextConfig } from "next";
import { analyticsEnabled } from "./components/analytics/enabled";
import { checkBuildEnv } from "./lib/buildEnv";
import { receiverOnThisOrigin, resolveEndpoints } from "./lib/forms/endpoints";
import { iconSpriteUrl } from "./lib/iconSprite";

// The build's NEXT_PUBLIC_* variables, checked once here (lib/buildEnv.ts); the pages read them literally.
const env = checkBuildEnv(process.env);

// The first-party beacon needs the site's own receiver on this origin (where the forms post); the hosting
// platform's analytics need their switch. The layout renders neither without it, and these aliases keep the code
// out of the bundle too: an unrendered client component that the layout imports would still be downloaded by
// every page.
const OFF = "./components/analytics/Off.tsx";
const leftOut = {
  ...(receiverOnThisOrigin(resolveEndpoints(env)) ? {} : { "@/components/analytics/Beacon": OFF }),
  ...(analyticsEnabled(process.env) ? {} : { "@/components/analytics/Analytics": OFF }),
};

// Static export: every page is pre-rendered into out/ and served by any static host or CDN.
const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // CSS per route, in the page: each page carries the CSS of what it renders (not every component's) in its own
  // HTML, so the first paint waits for no stylesheet request (docs/architecture.md, "Loading"). A client-side
  // navigation inserts the next page's stylesheets as <style> elements, which every page's policy allows by hash
  // (scripts/postbuild/csp.ts).
  // One root layout per language (app/(en), app/(te), app/(hi)): the unknown-address page is a whole document.
  // An inlined CSS chunk costs no request, so the chunker's cost of one is low: each page carries little CSS it
  // does not use (docs/architecture.md, "Loading").
  experimental: {
    cssChunking: { type: "graph", requestCost: 1_000 },
    inlineCss: true,
    globalNotFound: true,
  },
  // Every icon draws from this sprite (components/ui/icons/Svg.tsx).
  env: { NEXT_PUBLIC_ICON_SPRITE: iconSpriteUrl() },
  turbopack: Object.keys(leftOut).length ? { resolveAlias: leftOut } : undefined,
};

export default nextConfig;
