import type { MetadataRoute } from "next";
import { canonicalUrl } from "@/lib/metadata";

// Written once at build into out/robots.txt.
export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/" },
    sitemap: canonicalUrl("/sitemap.xml"),
  };
}
