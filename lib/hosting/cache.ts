// Cache-Control values, one per kind of response.

/** Content-hashed build assets under /_next/static/: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** HTML and the RSC payloads (.txt) of each page: stored, but revalidated (ETag) on every visit. */
export const REVALIDATE_CACHE = "no-cache";
/** Other public files (images, video, icons) keep their names across builds: a day, then revalidated. */
export const ASSET_CACHE = "public, max-age=86400";
/** Where the content-hashed assets live (the only path with IMMUTABLE_CACHE). */
export const STATIC_ASSET_PREFIX = "/_next/static/";
