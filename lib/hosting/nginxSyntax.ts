// nginx's syntax and the header rules the configuration template (lib/hosting/nginx.ts) writes out: quoting,
// regular expressions, and the proxy and desk header blocks, each written once here.
import { hosting } from "@/lib/hosting/deployment";
import { securityHeaders } from "./headers";
import { translatedNotFoundPages } from "./notFound";

/** A value in double quotes, as nginx reads it. */
export function quoteNginx(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** A JavaScript regular expression as nginx reads it (PCRE: the same syntax, no need to escape "/"). */
export const nginxRegex = (pattern: RegExp) => pattern.source.replace(/\\\//g, "/");

/** The lead desk's addresses: its path and everything under it. */
export const deskPattern = `^${hosting.deskPath}(/|$)`;

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

/** The server-level add_header lines: the desk's own headers through their variables, the rest as values. */
export function securityHeaderLines(): string {
  return securityHeaders()
    .map(
      ([name, value]) =>
        `    add_header ${name} ${DESK_OWN_HEADERS.has(name) ? headerVariable(name) : quoteNginx(value)} always;`,
    )
    .join("\n");
}

/** One map per header the desk replaces: the site's value, or empty on the desk's addresses. */
export function deskHeaderMaps(): string {
  return securityHeaders()
    .filter(([name]) => DESK_OWN_HEADERS.has(name))
    .map(([name, value]) => `map $site_desk ${headerVariable(name)} {\n    default ${quoteNginx(value)};\n    1 "";\n}`)
    .join("\n");
}

/**
 * Every forwarding header is nginx's own, for the lead inbox and the desk alike. X-Forwarded-Host is the host the
 * browser asked for with its port ($http_host; $host drops it), so on a port other than 443 the origin the
 * receiver works out still matches the browser's Origin. Any other forwarding header a visitor sent is cleared.
 */
export function forwardingLines(): string {
  const set = `        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Host $http_host;
        proxy_set_header X-Forwarded-Proto https;
        proxy_set_header X-Request-Id $request_id;`;
  const cleared = SPOOFABLE_FORWARDING_HEADERS.map((name) => `        proxy_set_header ${name} "";`).join("\n");
  return `${set}\n${cleared}`;
}

/** The receiver's own copies of the site's headers, hidden where nginx adds the site's. */
export function hiddenReceiverHeaderLines(): string {
  return securityHeaders()
    .map(([name]) => name)
    .concat("Content-Security-Policy")
    .map((name) => `        proxy_hide_header ${name};`)
    .join("\n");
}

/** Each translated language's addresses: the same clean URLs, and its own unknown-address page. */
export function languageLocations(): string {
  return translatedNotFoundPages
    .map(
      ({ prefix, file }) => `
    # ${prefix}/…: an unknown address answers with this language's 404 page.
    location ${prefix}/ {
        error_page 404 ${file};
        try_files $uri $uri.html $uri/index.html =404;
    }`,
    )
    .join("\n");
}
