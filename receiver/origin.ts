/**
 * Same-origin only: a browser posting from another site sends its Origin (and Sec-Fetch-Site), and is
 * refused unless that origin is the request's own host or one the agency listed (LEADS_ALLOWED_ORIGINS,
 * for a site hosted elsewhere that posts here). Clients that send neither (curl, the tests) are not
 * browsers acting for a visitor, so there is nothing to forge: they pass.
 */
export function originAllowed(headers: Headers, allowedOrigins: string[]): boolean {
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
  const ownHosts = [headers.get("host"), headers.get("x-forwarded-host")].filter(Boolean);
  return ownHosts.includes(host);
}

/** The visitor's address: the socket's, or the proxy's X-Real-IP / last X-Forwarded-For hop when the socket is a trusted proxy. */
export function clientAddress(socketAddress: string | undefined, headers: Headers, trustedProxies: string[]): string {
  const socket = socketAddress ?? "unknown";
  if (!trustedProxies.includes(socket)) return socket;
  const real = headers.get("x-real-ip")?.trim();
  if (real) return real;
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? socket;
}
