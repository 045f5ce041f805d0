import { isIPv6 } from "node:net";
/**
 * Same-origin only: a browser posting from another site sends its Origin (and Sec-Fetch-Site), and is
 * refused unless that origin is the request's own host or one the agency listed (LEADS_ALLOWED_ORIGINS,
 * for a site hosted elsewhere that posts here). Clients that send neither (curl, the tests) are not
 * browsers acting for a visitor, so there is nothing to forge: they pass.
 */
export function originAllowed(headers: Headers, allowedOrigins: string[], fromTrustedProxy = false): boolean {
  const origin = headers.get("origin");
  if (!origin || origin === "null") {
    return origin !== "null" && headers.get("sec-fetch-site") !== "cross-site";
  }
  if (allowedOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // The host the visitor asked for: Host, or what a trusted proxy says it was (anyone else's word is ignored).
  const ownHosts = [headers.get("host"), fromTrustedProxy ? headers.get("x-forwarded-host") : null].filter(Boolean);
  return ownHosts.includes(host);
}

/** True when the connection comes from one of the configured reverse proxies. */
export function isTrustedProxy(socketAddress: string | undefined, trustedProxies: string[]): boolean {
  return socketAddress !== undefined && trustedProxies.includes(socketAddress);
}

/**
 * The visitor's address: the socket's, or, when the socket is a trusted proxy, the last X-Forwarded-For hop:
 * the one that proxy itself wrote (hosting/nginx.conf sets it to the address it saw). Every other forwarding
 * header (X-Real-IP, Forwarded, earlier hops) can come from the visitor and is never read.
 */
export function clientAddress(socketAddress: string | undefined, headers: Headers, trustedProxies: string[]): string {
  const socket = socketAddress ?? "unknown";
  if (!isTrustedProxy(socketAddress, trustedProxies)) return socket;
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? socket;
}

/**
 * The origin the visitor asked for (scheme and host), as the browser sees it: the request's own, or what a
 * trusted proxy says it was (X-Forwarded-Proto, X-Forwarded-Host); anyone else's word is ignored.
 */
export function requestOrigin(url: string, headers: Headers, fromTrustedProxy: boolean): string {
  const own = new URL(url);
  const forwarded = (name: string) =>
    fromTrustedProxy ? headers.get(name)?.split(",")[0]?.trim() || undefined : undefined;
  const proto = forwarded("x-forwarded-proto") ?? own.protocol.slice(0, -1);
  const host = forwarded("x-forwarded-host") ?? headers.get("host") ?? own.host;
  return `${proto}://${host}`;
}

/** An IPv4 address (also when written IPv4-mapped), or undefined. */
const ipv4Of = (address: string) => /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];

/** The first `groups` groups of an IPv6 address, zeros unpadded: "2001:db8:1" for a /48. */
function ipv6Prefix(address: string, groups: number): string {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const all = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return all
    .slice(0, groups)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
}

/**
 * The key an address is rate-limited under: an IPv4 address itself, an IPv6 address's /64 (one customer's
 * network: a host picks any of its 2^64 addresses at will, so limiting each alone would limit nothing).
 */
export function limitKey(address: string): string {
  const v4 = ipv4Of(address);
  if (v4) return v4;
  if (!isIPv6(address)) return address;
  return `${ipv6Prefix(address, 4)}::/64`;
}

/**
 * The network one party controls, for limits that last (booked calls): an IPv4 address, or an IPv6 /48, the
 * block a provider hands a site (a /56 or /64 customer can hop between their /64s at will).
 */
export function networkOf(address: string): string {
  const v4 = ipv4Of(address);
  if (v4) return v4;
  if (!isIPv6(address)) return address;
  return `${ipv6Prefix(address, 3)}::/48`;
}
