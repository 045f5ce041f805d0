// The security headers every response carries, on every host (the CSP is per page: see csp.ts).
import { hosting } from "@/lib/hosting/deployment";
import { cacheControlFor } from "./cache";
import type { Header } from "./types";

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

/** Two years, subdomains included; `preload` only when the hosting record opts in (see hosting/README.md). */
function strictTransportSecurity(preload: boolean = hosting.hstsPreload): string {
  return `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;
}

/**
 * Headers every response carries (the CSP is per page and comes separately). Cross-Origin-Resource-Policy
 * is same-origin for everything: no other site is meant to load the pages' files into its own pages
 * (share images are fetched by crawlers, which CORP does not affect).
 */
export function securityHeaders(): Header[] {
  return [
    ["Strict-Transport-Security", strictTransportSecurity()],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
  ];
}

/**
 * Every header `npm start`'s server adds to an answer, as nginx adds them: the security headers, the
 * policy of the file that answers (`uri`, its path under out/; else the strictest one) with
 * upgrade-insecure-requests on https, and its Cache-Control.
 */
export function siteResponseHeaders(
  uri: string,
  { https, csp }: { https: boolean; csp: { fallback: string; byUri: Map<string, string> } },
): Header[] {
  const policy = csp.byUri.get(uri) ?? csp.fallback;
  const headers: Header[] = [
    ...securityHeaders(),
    ["Content-Security-Policy", https ? `${policy}; upgrade-insecure-requests` : policy],
  ];
  const cacheControl = cacheControlFor(uri);
  if (cacheControl) headers.push(["Cache-Control", cacheControl]);
  return headers;
}
