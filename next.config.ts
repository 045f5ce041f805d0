import type { NextConfig } from "next";

// Static export: every page is pre-rendered into out/ and served by any static host or CDN.
const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
