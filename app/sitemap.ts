import type { MetadataRoute } from "next";
import { sitemapEntries } from "@/lib/sitemap";

// Written once at build into out/sitemap.xml.
export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
