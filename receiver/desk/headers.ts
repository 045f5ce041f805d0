import type { MiddlewareHandler } from "hono";

// Every desk response: never cached or indexed, never framed, no script or style but the desk's own files.

export const DESK_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const DESK_HEADERS: Record<string, string> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": DESK_CSP,
  "Referrer-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
};

export const deskHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(DESK_HEADERS)) c.res.headers.set(name, value);
};
