/**
 * Production hosting rules, as pure functions over the records: redirects from the alias table, the
 * security and cache headers, the Content-Security-Policy builder, and the renderers of the nginx
 * configuration, `_headers` and `_redirects`. The post-build steps (scripts/postbuild/hosting-config.ts
 * and csp.ts) write files from these; the unit tests check them without a build.
 */
import { createHash } from "node:crypto";

// ---------------------------------------------------------------------------------------------------
// Cache

/** Content-hashed build assets under /_next/static/: cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** HTML and the RSC payloads (.txt) of each page: stored, but revalidated (ETag) on every visit. */
export const REVALIDATE_CACHE = "no-cache";
/** Other public files (images, video, icons) keep their names across builds: a day, then revalidated. */
export const ASSET_CACHE = "public, max-age=86400";

// ---------------------------------------------------------------------------------------------------
// Security headers

/**
 * Browser features the site never uses, switched off for the page and every frame it embeds.
 * Only features Chromium recognises: an unknown name (interest-cohort, since FLoC was removed) makes
 * Chrome log an error on every page. browsing-topics is the successor of interest-cohort. autoplay and
 * fullscreen stay allowed: the muted background videos autoplay and the embedded map may go full screen.
 */
export const DISABLED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/** Headers every response carries (the CSP is per page and comes separately). */
export function securityHeaders(): [name: string, value: string][] {
  return [
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
  ];
}

// ---------------------------------------------------------------------------------------------------
// Content-Security-Policy

/** Origins the policy allows beyond 'self', from the records and the build environment. */
export interface CspSources {
  /** Form endpoints (NEXT_PUBLIC_CONTACT_ENDPOINT, NEXT_PUBLIC_APPLICATION_ENDPOINT): connect-src and form-action. */
  formOrigins: string[];
  /** Analytics beacons and scripts hosted elsewhere than the site itself: script-src and connect-src. */
  analyticsOrigins: string[];
  /** The embedded map (site.mapEmbedUrl): frame-src. */
  frameOrigins: string[];
  /** A configured image/video host (NEXT_PUBLIC_MEDIA_ORIGINS): img-src and media-src. */
  mediaOrigins: string[];
}

export interface CspOptions extends CspSources {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: string[];
  /**
   * "header": the full policy. "meta": without frame-ancestors (ignored, with a console error, in a
   * meta element) and without upgrade-insecure-requests (it would send every subresource of a page
   * opened over plain http — the local preview and the tests — to https, which does not answer).
   */
  delivery: "header" | "meta";
  /** upgrade-insecure-requests in the header (only when the response itself came over https). */
  upgradeInsecureRequests?: boolean;
}

/** The origin (scheme://host[:port]) of an absolute http(s) URL, or undefined when unset or invalid. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}

/**
 * Analytics origins outside the site. Vercel Web Analytics and Speed Insights load from the host's own
 * paths (/_vercel/insights/script.js, /_vercel/speed-insights/script.js) and report to the same
 * origin, so 'self' covers them: the list is empty. Add an origin here if a third-party tool is added.
 */
export const ANALYTICS_ORIGINS: string[] = [];

/** Collect the policy's extra origins from the build environment and the map URL of the site record. */
export function cspSourcesFromEnv(env: Record<string, string | undefined>, mapEmbedUrl: string): CspSources {
  return {
    formOrigins: unique([originOf(env.NEXT_PUBLIC_CONTACT_ENDPOINT), originOf(env.NEXT_PUBLIC_APPLICATION_ENDPOINT)]),
    analyticsOrigins: unique(ANALYTICS_ORIGINS),
    frameOrigins: unique([originOf(mapEmbedUrl)]),
    mediaOrigins: unique((env.NEXT_PUBLIC_MEDIA_ORIGINS ?? "").split(/[\s,]+/).map((u) => originOf(u))),
  };
}

/** The directives, in order, each with its sources. */
export function cspDirectives(options: CspOptions): [directive: string, sources: string[]][] {
  const self = "'self'";
  const directives: [string, string[]][] = [
    ["default-src", [self]],
    // 'wasm-unsafe-eval' lets site search (Pagefind) compile its WebAssembly core in its worker; it
    // allows WebAssembly compilation only, never eval() of JavaScript.
    ["script-src", [self, "'wasm-unsafe-eval'", ...unique(options.scriptHashes), ...options.analyticsOrigins]],
    // 'unsafe-inline' for styles only: React renders style="…" attributes into the exported HTML
    // (framer-motion's initial states, CSS custom properties set from props), and the App Router injects
    // style attributes at runtime. Scripts, the real injection risk, stay hash-only.
    ["style-src", [self, "'unsafe-inline'"]],
    ["img-src", [self, "data:", ...options.mediaOrigins]],
    ["media-src", [self, ...options.mediaOrigins]],
    ["font-src", [self]],
    ["connect-src", [self, ...options.formOrigins, ...options.analyticsOrigins]],
    ["form-action", [self, ...options.formOrigins]],
    ["frame-src", options.frameOrigins.length ? options.frameOrigins : ["'none'"]],
    ["worker-src", [self]],
    ["manifest-src", [self]],
    ["object-src", ["'none'"]],
    ["base-uri", [self]],
  ];
  if (options.delivery === "header") {
    directives.push(["frame-ancestors", ["'none'"]]);
    if (options.upgradeInsecureRequests) directives.push(["upgrade-insecure-requests", []]);
  }
  return directives;
}

/** Serialise a policy: `directive source source; …`. */
export function buildCsp(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** CSP source for an inline script: 'sha256-<base64 of the SHA-256 of its exact UTF-8 text>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Script types a browser executes; any other type (application/ld+json, application/json) is a data block. */
function isExecutable(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase();
  return value === "" || value === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/**
 * The text of every inline script a browser would run, in document order, as the browser hashes it: the
 * HTML parser turns CR LF and lone CR into LF before anything else. Empty scripts count too (harmless).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.replace(/\r\n?/g, "\n").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (isExecutable(attributes)) scripts.push(text);
  }
  return scripts;
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * Put the page's policy in a meta element as early as possible in <head>: right after the charset
 * declaration (which must stay first), before any script or stylesheet. Replaces an earlier one.
 */
export function withMetaCsp(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const stripped = html.replace(META_CSP, "");
  const charset = /<meta\s+charset="?utf-8"?\s*\/?>/i.exec(stripped);
  if (charset) {
    const at = charset.index + charset[0].length;
    return stripped.slice(0, at) + meta + stripped.slice(at);
  }
  const head = /<head\b[^>]*>/i.exec(stripped);
  if (!head) throw new Error("withMetaCsp: the document has no <head>");
  const at = head.index + head[0].length;
  return stripped.slice(0, at) + meta + stripped.slice(at);
}

// ---------------------------------------------------------------------------------------------------
// Redirects

export interface RedirectRule {
  from: string;
  to: string;
  status: 301;
}

/**
 * Every alias answers 301 to its canonical page, written with and without a trailing slash.
 * Throws on an alias that is also a canonical route or is listed twice (a loop or an ambiguity).
 */
export function redirectRules(aliases: { from: string; to: string }[], canonicalPaths: string[] = []): RedirectRule[] {
  const canonical = new Set(canonicalPaths.flatMap((p) => [p, p.replace(/\/$/, "") || "/"]));
  const seen = new Set<string>();
  const rules: RedirectRule[] = [];
  for (const { from, to } of aliases) {
    const bare = from.replace(/\/+$/, "");
    if (!bare.startsWith("/") || bare === "") throw new Error(`Alias "${from}" must be an absolute path`);
    if (canonical.has(bare)) throw new Error(`Alias "${from}" is also a canonical route`);
    for (const variant of [bare, `${bare}/`]) {
      if (seen.has(variant)) throw new Error(`Alias "${from}" is listed twice`);
      seen.add(variant);
      rules.push({ from: variant, to, status: 301 });
    }
  }
  return rules;
}

// ---------------------------------------------------------------------------------------------------
// Content types

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

// ---------------------------------------------------------------------------------------------------
// Renderers

/** The folder the nginx configuration expects out/ at; `npm run preview:nginx` substitutes the real one. */
export const NGINX_SITE_ROOT = "/srv/www/deccan-digital";
/** The per-page CSP map the build writes into out/ for nginx (not served: nginx answers 404 for it). */
export const NGINX_CSP_MAP = "_nginx/csp.map";

/** Files in out/ that only configure hosts; nginx does not serve them. */
export const HOST_ONLY_FILES = ["/_headers", "/_redirects"];

function quoteNginx(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export interface NginxOptions {
  serverName: string;
  redirects: RedirectRule[];
}

/**
 * The nginx site configuration (map and server blocks for the http{} context, e.g. conf.d/). Every
 * location repeats the security headers because nginx drops inherited add_header lines in a location
 * that adds its own. `always` puts them on 301 and 404 answers too.
 */
export function renderNginxConfig(options: NginxOptions): string {
  const security = securityHeaders()
    .map(([name, value]) => `add_header ${name} ${quoteNginx(value)} always;`)
    .concat(`add_header Content-Security-Policy "$site_csp$site_csp_upgrade" always;`);
  const block = (lines: string[], indent = "        ") => lines.map((l) => indent + l).join("\n");
  const types = Object.entries(MIME_TYPES)
    .map(([type, extensions]) => `    ${type.padEnd(28)} ${extensions.join(" ")};`)
    .join("\n");
  const redirects = options.redirects
    .map(
      (r) =>
        `    location = ${r.from} {\n${block(security)}\n        return ${r.status} ${r.to}$is_args$args;\n    }`,
    )
    .join("\n");
  return `# nginx site configuration for the static export in out/.
# GENERATED by \`npm run build\` (scripts/postbuild/hosting-config.ts, lib/hosting.ts) from the route and
# alias records — edit those, not this file. tests/unit/hosting.test.ts checks it is current.
#
# Deploy: copy out/ to ${NGINX_SITE_ROOT}/ and include this file in the http {} block (for example as
# /etc/nginx/conf.d/deccan-digital.conf), behind TLS. Each build writes the per-page Content-Security-Policy
# map to out/${NGINX_CSP_MAP}, read below: deploy out/ and this file together.
# \`npm run preview:nginx\` runs exactly this file against ./out on 127.0.0.1.

# The page's own policy (the sha256 of each of its inline scripts), keyed by the file that answers;
# the map file also holds the default policy (no inline script) for every other response.
map $uri $site_csp {
    include ${NGINX_SITE_ROOT}/${NGINX_CSP_MAP};
}

# upgrade-insecure-requests only when the page itself came over https (it would break plain http).
map $scheme $site_csp_upgrade {
    default "";
    https "; upgrade-insecure-requests";
}

# HTML and RSC payloads (.txt) are revalidated on every visit; other public files cached a day. Keyed by
# the file that answers, not the content type, which a 304 answer does not carry.
map $uri $site_cache_control {
    default ${quoteNginx(ASSET_CACHE)};
    ~\\.(html|txt)$ ${quoteNginx(REVALIDATE_CACHE)};
}

server {
    listen 80;
    listen [::]:80;
    server_name ${options.serverName};
    root ${NGINX_SITE_ROOT};

    server_tokens off;
    absolute_redirect off;
    charset utf-8;
    charset_types text/css text/plain text/javascript application/json application/xml application/manifest+json image/svg+xml;
    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_types text/css text/plain text/javascript application/json application/xml application/manifest+json image/svg+xml;

    types {
${types}
    }
    default_type ${DEFAULT_MIME_TYPE};

    error_page 404 /404.html;

    # Link-only addresses (content/aliases.ts): 301 to the canonical page.
${redirects}

    # Host configuration files are not part of the site.
    location ~ ^/(_headers|_redirects|_nginx/) {
        return 404;
    }

    # Content-hashed build assets: cached for a year.
    location ^~ /_next/static/ {
${block(security)}
        add_header Cache-Control ${quoteNginx(IMMUTABLE_CACHE)} always;
        try_files $uri =404;
    }

    # Clean URLs: /about → about.html, /web-hosting-services/ → web-hosting-services/index.html.
    location / {
${block(security)}
        add_header Cache-Control $site_cache_control always;
        try_files $uri $uri.html $uri/index.html =404;
    }
}
`;
}

/** The nginx map body: the default policy, then one line per page file and per clean address of it. */
export function renderNginxCspMap(pages: { file: string; policy: string }[], fallback: string): string {
  const lines: string[] = [
    "# GENERATED by the CSP post-build step: the policy of each exported page.",
    `default ${quoteNginx(fallback)};`,
  ];
  // nginx refuses a map with a key twice: x.html and x/index.html (the trailing-slash copy of the same
  // page) both answer /x, so the first file listed keeps the key.
  const seen = new Set<string>();
  for (const { file, policy } of pages) {
    const keys = uriKeys(file);
    // try_files' "$uri/index.html" answers "/" and "/x/" as "//index.html" and "/x//index.html".
    if (file.endsWith("index.html")) keys.push(keys[0]!.replace(/\/index\.html$/, "//index.html"));
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`${key} ${quoteNginx(policy)};`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Addresses a page file answers: about.html → /about.html, /about; x/index.html → /x/index.html, /x/, /x. */
export function uriKeys(file: string): string[] {
  const uri = `/${file.replace(/\\/g, "/").replace(/^\/+/, "")}`;
  const keys = [uri];
  if (uri.endsWith("/index.html")) {
    const dir = uri.slice(0, -"index.html".length);
    keys.push(dir);
    if (dir !== "/") keys.push(dir.slice(0, -1));
  } else if (uri.endsWith(".html")) {
    keys.push(uri.slice(0, -".html".length));
  }
  return [...new Set(keys)];
}

/**
 * Netlify / Cloudflare Pages `_redirects`. Cloudflare always applies a redirect; Netlify lets an existing
 * file (the exported alias page) shadow it unless the status carries "!", which Cloudflare does not parse:
 * `force` is set when the build runs on Netlify (NETLIFY=true).
 */
export function renderRedirectsFile(redirects: RedirectRule[], { force = false } = {}): string {
  return (
    "# GENERATED from content/aliases.ts by the hosting-config post-build step.\n" +
    redirects.map((r) => `${r.from} ${r.to} ${r.status}${force ? "!" : ""}`).join("\n") +
    "\n"
  );
}

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers on every path, the year-long cache on
 * /_next/static/, then one block per page with its own policy and the revalidation header. Both hosts
 * merge every matching block, so the CSP is never on /* (two policies would both be enforced).
 */
export function renderHeadersFile(pages: { file: string; policy: string }[], redirectedPaths: string[] = []): string {
  const out: string[] = ["# GENERATED by the hosting-config and CSP post-build steps.", "/*"];
  for (const [name, value] of securityHeaders()) out.push(`  ${name}: ${value}`);
  out.push("/_next/static/*", `  Cache-Control: ${IMMUTABLE_CACHE}`);
  // Alias addresses answer with a 301 from _redirects, never with their exported page: no block for
  // them. Each address gets one block even when a page also has a trailing-slash copy.
  const seen = new Set(redirectedPaths);
  for (const { file, policy } of pages) {
    // Clean addresses only: both hosts answer /about.html by its clean URL, and Cloudflare Pages reads at
    // most 100 rules — one per page keeps the case studies and insights inside it (two per page did not).
    for (const key of uriKeys(file).filter((k) => !k.endsWith(".html"))) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(key, `  Content-Security-Policy: ${policy}; upgrade-insecure-requests`, `  Cache-Control: ${REVALIDATE_CACHE}`);
    }
  }
  return `${out.join("\n")}\n`;
}
