// The files in out/ that configure a server or host rather than being part of the site, and the addresses every
// server treats specially. Shared by nginx's configuration (lib/hosting/nginx.ts), `npm start`'s server
// (server/serve.ts) and the post-build steps that write the files.
import { escapeRegex } from "./cache";
import { PRIVILEGED_PATHS } from "./csp";

/** The per-page CSP map the build writes into out/ for nginx (not served: every server answers 404 for it). */
export const NGINX_CSP_MAP = "_nginx/csp.map";
/** The same policies as JSON, for `npm start`'s server (server/serve.ts), which reads no nginx syntax. */
export const SERVER_CSP_FILE = "_server/csp.json";
/** The site's addresses and redirects as JSON, for `npm start`'s server (scripts/postbuild/server-manifest.ts). */
export const SERVER_SITE_FILE = "_server/site.json";
/**
 * Names in out/ that configure a host and are not part of the site (a folder ends in "/"): every server answers
 * 404 for them, however the address is spelled (each server decides on the decoded, normalised path).
 */
export const HOST_CONFIG_ENTRIES = ["_headers", "_redirects", "_nginx/", "_server/", "vercel.json", ".vercelignore"];
/** An address (decoded, normalised) in one of HOST_CONFIG_ENTRIES. */
export const HOST_CONFIG_FILES = new RegExp(`^/(${HOST_CONFIG_ENTRIES.map(escapeRegex).join("|")})`);

/** The RSC payload files of the privileged pages: /contact.txt and /contact/__next.*.txt. */
export function privilegedPayloads(): string {
  const names = PRIVILEGED_PATHS.map((p) => escapeRegex(p.replace(/^\/|\/$/g, "")));
  return `^/(${names.join("|")})(\\.txt|/__next\\..*\\.txt)$`;
}
