// Cache-Control values, one per kind of response, and which file gets which: nginx's map and `npm start`'s
// server both read CACHE_RULES.
import { hosting } from "@/lib/hosting/deployment";
import { COLLECT_PATH } from "@/lib/measurement/event";

/** Content-hashed build assets under /_next/static/: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** HTML and the RSC payloads (.txt) of each page: stored, but revalidated (ETag) on every visit. */
export const REVALIDATE_CACHE = "no-cache";
/** Other public files (images, video, icons) keep their names across builds: a day, then revalidated. */
export const ASSET_CACHE = "public, max-age=86400";
/** Where the content-hashed assets live (the only path with IMMUTABLE_CACHE). */
export const STATIC_ASSET_PREFIX = "/_next/static/";

/** `text` matched literally inside a regular expression (JavaScript's and nginx's PCRE alike). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Cache-Control by the file that answers (its path under out/, or the request path when no file does),
 * first match wins; ASSET_CACHE otherwise. Keyed by the file, not the content type, which a 304 does not
 * carry. The lead inbox and the measurement beacon's receiver set their own (no-store).
 */
export const CACHE_RULES: [pattern: RegExp, cacheControl: string][] = [
  [new RegExp(`^${escapeRegex(STATIC_ASSET_PREFIX)}`), IMMUTABLE_CACHE],
  [new RegExp(`^${escapeRegex(hosting.leadsPath)}`), ""],
  [new RegExp(`^${escapeRegex(COLLECT_PATH)}$`), ""],
  [/\.(html|txt)$/, REVALIDATE_CACHE],
];

export function cacheControlFor(uri: string): string {
  return CACHE_RULES.find(([pattern]) => pattern.test(uri))?.[1] ?? ASSET_CACHE;
}
