import { englishPath, localeOfPath } from "@/lib/locales";
import { routeInfo } from "@/lib/routes";

/** Every share image is a 1200×630 PNG: the size Open Graph, X, LinkedIn and WhatsApp all crop well. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** Folder in out/ (and URL prefix) of the share images. */
export const SHARE_IMAGE_DIR = "og";

/** File name (without extension) of a route's share image: "/" → "home", "/services/marketing/branding" → "services-marketing-branding". */
export function shareImageSlug(path: string): string {
  const slug = path
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || "home";
}

/**
 * Site-relative URL of the share image for a path (a translated page's is its English page's). Only canonical routes get their own image (the
 * post-build step renders one per canonical route); any other path shares the home page's image.
 */
export function shareImagePath(path: string): string {
  // A Telugu or Hindi page shares its English page's card: the card renderer (satori) cannot shape either script.
  if (localeOfPath(path) !== "en") return shareImagePath(englishPath(path));
  const slug = routeInfo(path) ? shareImageSlug(path) : shareImageSlug("/");
  return `/${SHARE_IMAGE_DIR}/${slug}.png`;
}
