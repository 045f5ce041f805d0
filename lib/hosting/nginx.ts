// The nginx site configuration (hosting/nginx.conf) and the per-page CSP map it reads (out/_nginx/csp.map).
import { hosting } from "@/content/hosting";
import { site } from "@/content/site";
import { COLLECT_PATH } from "@/lib/measurement/event";

import { uriKeys } from "./addresses";
import { PRIVILEGED_PATHS } from "./csp";
import { ASSET_CACHE, CACHE_RULES, escapeRegex } from "./cache";
import { securityHeaders } from "./headers";
import { siteRedirects } from "./redirects";
import { COMPRESSIBLE_TYPES, DEFAULT_MIME_TYPE, MIME_TYPES } from "./mimeTypes";
import type { PagePolicy, RedirectRule } from "./types";

/** The folder the nginx configuration expects out/ at; `npm run preview:nginx` substitutes the real one. */
export const NGINX_SITE_ROOT = hosting.siteRoot;
/** The per-page CSP map the build writes into out/ for nginx (not served: nginx answers 404 for it). */
export const NGINX_CSP_MAP = "_nginx/csp.map";
/** Files in out/ that configure a host and are not part of the site: every server answers 404 for them. */
export const HOST_CONFIG_FILES = /^\/(_headers|_redirects|_nginx\/|vercel\.json)/;

/**
 * Forwarding headers a visitor could send to pose as another address or host. nginx sets its own
 * X-Forwarded-For, X-Real-IP, X-Forwarded-Host and X-Forwarded-Proto and clears these before the receiver.
 */
const SPOOFABLE_FORWARDING_HEADERS = [
  "Forwarded",
  "X-Forwarded-Port",
  "X-Forwarded-Server",
  "X-Client-IP",
  "X-Cluster-Client-IP",
  "True-Client-IP",
  "CF-Connecting-IP",
];

/**
 * Site headers the lead desk (receiver/desk/) replaces with its own: its policy, caching and framing rules, and
 * Permissions-Policy, whose publickey-credentials-get=() would forbid the desk's passkey sign-in. For the desk's
 * addresses nginx adds none of these (an empty add_header value adds nothing); the receiver's own stand.
 */
const DESK_OWN_HEADERS = new Set([
  "Content-Security-Policy",
  "Cache-Control",
  "Permissions-Policy",
  "Referrer-Policy",
  "X-Frame-Options",
  "X-Content-Type-Options",
]);

/** The nginx variable holding a site header's value, empty on the desk's addresses. */
const headerVariable = (name: string) => `$site_header_${name.toLowerCase().replace(/-/g, "_")}`;

/** The http → https redirect target; the preview adds its port to it. */
export const HTTPS_REDIRECT = "https://$host$request_uri";

function quoteNginx(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** A JavaScript regular expression as nginx reads it (PCRE: the same syntax, no need to escape "/"). */
const nginxRegex = (pattern: RegExp) => pattern.source.replace(/\\\//g, "/");

export interface NginxOptions {
  serverName: string;
  /** Aliases and trailing-slash forms: each answers 301 to its canonical address. */
  redirects: RedirectRule[];
}

/**
 * The nginx site configuration (maps and one server block for the http{} context, e.g. conf.d/). Every
 * rule is written once: what differs per request (the page's policy, https or not, the cache lifetime,
 * a redirect target) is a map, and the headers are added at server level, where every location and
 * nginx's own error answers inherit them (no location adds a header of its own, which would drop them).
 */
export function renderNginxConfig(options: NginxOptions): string {
  const headers = securityHeaders()
    .map(
      ([name, value]) =>
        `    add_header ${name} ${DESK_OWN_HEADERS.has(name) ? headerVariable(name) : quoteNginx(value)} always;`,
    )
    .join("\n");
  const deskHeaderMaps = securityHeaders()
    .filter(([name]) => DESK_OWN_HEADERS.has(name))
    .map(([name, value]) => `map $site_desk ${headerVariable(name)} {\n    default ${quoteNginx(value)};\n    1 "";\n}`)
    .join("\n");
  const deskPattern = `^${hosting.deskPath}(/|$)`;
  const types = Object.entries(MIME_TYPES)
    .map(([type, extensions]) => `        ${type.padEnd(28)} ${extensions.join(" ")};`)
    .join("\n");
  const redirects = options.redirects.map((r) => `    ${r.from} ${r.to};`).join("\n");
  const proxies = hosting.trustedProxies.map((address) => `    ${address} 1;`).join("\n");
  const hidden = securityHeaders()
    .map(([name]) => name)
    .concat("Content-Security-Policy")
    .map((name) => `        proxy_hide_header ${name};`)
    .join("\n");
  // Every forwarding header is nginx's own, for the lead inbox and the desk alike. X-Forwarded-Host is the
  // host the browser asked for with its port ($http_host; $host drops it), so on a port other than 443 the
  // origin the receiver works out still matches the browser's Origin.
  const forwarding = `        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Host $http_host;
        proxy_set_header X-Forwarded-Proto https;
        proxy_set_header X-Request-Id $request_id;`;
  const cacheRules = CACHE_RULES.map(([pattern, value]) => `    ~${nginxRegex(pattern)} ${quoteNginx(value)};`).join(
    "\n",
  );
  const clearedForwardingHeaders = SPOOFABLE_FORWARDING_HEADERS.map(
    (name) => `        proxy_set_header ${name} "";`,
  ).join("\n");
  const realIp = hosting.trustedProxies.map((address) => `    set_real_ip_from ${address};`).join("\n");
  return `# nginx site configuration for the static export in out/ and the lead inbox behind it.
# GENERATED by \`npm run build\` (scripts/postbuild/hosting-config.ts, lib/hosting/) from the route, alias and
# hosting records (content/hosting.ts) — edit those, not this file. tests/unit/hosting.test.ts checks it is current.
#
# Deploy: copy out/ to ${NGINX_SITE_ROOT}/ and include this file in the http {} block (for example as
# /etc/nginx/conf.d/deccan-digital.conf). Each build writes the per-page Content-Security-Policy map to
# out/${NGINX_CSP_MAP}, read below: deploy out/ and this file together. hosting/README.md explains every part.
# \`npm run preview:nginx\` runs exactly this file against ./out on 127.0.0.1 (its own ports and certificate).

# The maps below are keyed by long addresses (/case-studies/industry/…/): room for them in nginx's map hashes.
map_hash_bucket_size 256;
map_hash_max_size 4096;

# The page's own policy (the hashes of its inline scripts and styles, what it may load), keyed by the file
# that answers; the map file also holds the strictest policy as the default for every other response.
map $uri $site_csp {
    include ${NGINX_SITE_ROOT}/${NGINX_CSP_MAP};
}

# A TLS-terminating proxy in front of nginx (content/hosting.ts: trustedProxies). Only its
# X-Forwarded-Proto and X-Forwarded-For are believed; from any other address both are ignored. Keyed by
# the connection's own address ($remote_addr becomes the visitor's, below).
geo $realip_remote_addr $site_trusted_proxy {
    default 0;
${proxies}
}

# 1 when the visitor's connection is https: TLS here, or at a trusted proxy that says so.
map "$scheme:$site_trusted_proxy:$http_x_forwarded_proto" $site_https {
    default 0;
    ~^https: 1;
    "http:1:https" 1;
}

# upgrade-insecure-requests only on https answers (it would break a page opened over plain http).
map $site_https $site_csp_upgrade {
    default "";
    1 "; upgrade-insecure-requests";
}

# The lead desk (receiver/desk/): 1 for its addresses, which carry the receiver's own headers instead of the
# site's (DESK_OWN_HEADERS in lib/hosting/nginx.ts), and the site's policy for the rest.
map $uri $site_desk {
    default 0;
    ~${deskPattern} 1;
}
map $site_desk $site_page_csp {
    default "$site_csp$site_csp_upgrade";
    1 "";
}
${deskHeaderMaps}

# Build assets are content-hashed: a year. HTML and RSC payloads (.txt) are revalidated on every visit;
# other public files cached a day; the lead inbox sets its own. Keyed by the file that answers, not the
# content type, which a 304 answer does not carry.
map $uri $site_cache_control {
    default ${quoteNginx(ASSET_CACHE)};
    ~${deskPattern} "";
${cacheRules}
}

# Permanent redirects: link-only addresses (content/aliases.ts) with and without a trailing slash, and
# every canonical route asked for with a slash added. The query string is kept.
map $uri $site_redirect {
    default "";
${redirects}
}

# The lead inbox (receiver/), listening on the same machine; several receivers sharing one libSQL server
# can be listed. nginx checks them passively: one that refuses a connection is left out for 10 s
# (max_fails=1 fail_timeout=10s, the defaults), and a POST is never sent twice (non-idempotent).
# For an active check, a load balancer or monitor polls GET ${hosting.leadsPath}health.
upstream site_leads {
    server ${hosting.leadsReceiver};
}

# The beacon's collector (receiver/collector.ts): a process of its own, so a flood of page views is never
# queued ahead of a lead in the receiver's event loop.
upstream site_collect {
    server ${hosting.collectReceiver};
}

server {
    listen 80;
    listen [::]:80;
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${options.serverName};
    root ${NGINX_SITE_ROOT};

    ssl_certificate ${hosting.tlsCertificate};
    ssl_certificate_key ${hosting.tlsCertificateKey};
    ssl_protocols TLSv1.2 TLSv1.3;

    # The visitor's address, not the proxy's, for the logs and the lead inbox's rate limit.
${realIp}
    real_ip_header X-Forwarded-For;

    # Slow clients: the request line and headers must arrive within 10 s, and a body may pause at most
    # 10 s between reads (nginx buffers it whole before the receiver sees a byte). Headers are bounded at
    # 4 buffers of 8 KB, the same 16 KB the Node servers accept.
    client_header_timeout 10s;
    client_body_timeout 10s;
    large_client_header_buffers 4 8k;

    server_tokens off;
    absolute_redirect off;
    charset utf-8;
    charset_types ${COMPRESSIBLE_TYPES.join(" ")};
    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_types ${COMPRESSIBLE_TYPES.join(" ")};

    types {
${types}
    }
    default_type ${DEFAULT_MIME_TYPE};

    # Every answer carries these: pages, files, redirects, the lead inbox's answers and nginx's own
    # errors (400, 404, 405, 413, 414, 500, 502). \`always\` adds them whatever the status.
${headers}
    add_header Content-Security-Policy $site_page_csp always;
    add_header Cache-Control $site_cache_control always;

    error_page 404 /404.html;
    # Plain http sent to the https port: the same address over https instead of a 400.
    error_page 497 =301 ${HTTPS_REDIRECT};

    # Plain http: the same address over https (unless a trusted proxy already terminated TLS).
    if ($site_https = 0) {
        return 301 ${HTTPS_REDIRECT};
    }

    if ($site_redirect) {
        return 301 $site_redirect$is_args$args;
    }

    # Host configuration files are not part of the site.
    location ~ ${nginxRegex(HOST_CONFIG_FILES)} {
        return 404;
    }

    # Pages whose policy grants more than the others (the map's frame on /contact, WebAssembly on /search)
    # are always entered with a full page load, so their own policy applies: their RSC payloads answer
    # 204, and Next's router then loads the page itself instead of swapping it into the current document.
    location ~ ${privilegedPayloads()} {
        return 204;
    }

    # The lead inbox: enquiries and applications (a résumé of up to 5 MB plus the form fields).
    location ${hosting.leadsPath} {
        client_max_body_size ${hosting.leadsBodyLimit};
        proxy_pass http://site_leads;
        # Every forwarding header is nginx's own: the visitor's address (see set_real_ip_from), host and
        # scheme are set here, and any other a visitor sent is cleared, so none can pose as another address
        # (the receiver's rate limit reads only the last X-Forwarded-For hop, which nginx writes).
        # (X-Request-Id: nginx's id for the request, in the receiver's JSON log line; add $request_id to a
        # log_format to find the same request in nginx's access log.)
${forwarding}
${clearedForwardingHeaders}
        # The headers above are the site's; the receiver's own copies would be sent twice.
${hidden}
    }

    # The site's own measurement beacon (page views and Web Vitals, under 2 KB each): the collector.
    location = ${COLLECT_PATH} {
        client_max_body_size 4k;
        proxy_pass http://site_collect;
${forwarding}
${clearedForwardingHeaders}
${hidden}
    }

    # The lead desk for the agency's staff: the same receivers, small form posts only. Its answers keep the
    # receiver's own headers (its policy allows the passkey script; see $site_desk above).
    location ~ ${deskPattern} {
        client_max_body_size 64k;
        proxy_pass http://site_leads;
${forwarding}
${clearedForwardingHeaders}
    }

    # Clean URLs: /about → about.html, /web-hosting-services/ → web-hosting-services/index.html.
    location / {
        try_files $uri $uri.html $uri/index.html =404;
    }
}
`;
}

/** The RSC payload files of the privileged pages: /contact.txt and /contact/__next.*.txt. */
export function privilegedPayloads(): string {
  const names = PRIVILEGED_PATHS.map((p) => escapeRegex(p.replace(/^\/|\/$/g, "")));
  return `^/(${names.join("|")})(\\.txt|/__next\\..*\\.txt)$`;
}

/** The nginx map body: the default policy, then one line per page file and per clean address of it. */
export function renderNginxCspMap(pages: PagePolicy[], fallback: string): string {
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

/** The build's CSP map read back (for `npm start`'s server): the policy of each address, and the default. */
export function parseNginxCspMap(text: string): { fallback: string; byUri: Map<string, string> } {
  const byUri = new Map<string, string>();
  let fallback = "";
  for (const line of text.split("\n")) {
    const match = /^(\S+) "((?:[^"\\]|\\.)*)";$/.exec(line);
    if (!match) continue;
    const value = match[2]!.replace(/\\(.)/g, "$1");
    if (match[1] === "default") fallback = value;
    else byUri.set(match[1]!, value);
  }
  if (!fallback) throw new Error("The CSP map has no default policy: rebuild with `npm run build`.");
  return { fallback, byUri };
}

/** The committed nginx configuration, relative to the repository (scripts/nginx-config.ts writes it). */
export const NGINX_CONFIG_FILE = "hosting/nginx.conf";

/** The nginx configuration as the records describe it today. */
export function siteNginxConfig(): string {
  return renderNginxConfig({ serverName: new URL(site.url).hostname, redirects: siteRedirects() });
}
