/**
 * The MIME type of every kind of file the export contains, so the nginx configuration does not depend
 * on the distribution's mime.types. .txt are the RSC payloads Next's router fetches on navigation.
 */
export const MIME_TYPES: Record<string, string[]> = {
  "text/html": ["html", "htm"],
  "text/css": ["css"],
  "text/javascript": ["js", "mjs"],
  "text/plain": ["txt"],
  "application/json": ["json", "map"],
  "application/xml": ["xml"],
  "application/manifest+json": ["webmanifest"],
  // The editor's configuration (/admin/config.yml), typed as npm start's server types it.
  "text/yaml": ["yml", "yaml"],
  "image/svg+xml": ["svg"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
  "image/x-icon": ["ico"],
  "font/woff2": ["woff2"],
  "font/woff": ["woff"],
  "font/ttf": ["ttf"],
  "font/otf": ["otf"],
  "video/mp4": ["mp4"],
  "video/webm": ["webm"],
  "audio/mpeg": ["mp3"],
  "application/pdf": ["pdf"],
  "application/wasm": ["wasm"],
  // Pagefind's index: gzip-compressed binary chunks the search script fetches and decompresses itself.
  "application/octet-stream": ["pagefind", "pf_meta", "pf_index", "pf_fragment"],
};

/** Files without an extension (none are expected) are sent as bytes to download, never sniffed. */
export const DEFAULT_MIME_TYPE = "application/octet-stream";

/** Types worth compressing on the fly (text formats) besides HTML, which nginx always compresses. */
export const COMPRESSIBLE_TYPES = [
  "text/css",
  "text/plain",
  "text/javascript",
  "application/json",
  "application/xml",
  "application/manifest+json",
  "text/yaml",
  "image/svg+xml",
];

/** True when an answer of this Content-Type is compressed on the fly (as nginx's gzip with gzip_types does). */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "text/html" || COMPRESSIBLE_TYPES.includes(type);
}
