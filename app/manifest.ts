import type { MetadataRoute } from "next";
import { site } from "@/lib/content/site";
import { brandColours } from "@/lib/brand";

// Written once at build into out/manifest.webmanifest; Next links it from every page.
export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: brandColours.ink,
    background_color: brandColours.ink,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
