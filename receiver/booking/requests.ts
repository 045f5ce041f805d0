import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ReceiverConfig } from "../config";
import { readMultipart, type MultipartLimits } from "../multipart";
import { clientAddress, isTrustedProxy, limitKey, originAllowed } from "../origin";
import { SharedLimit } from "../sharedLimit";
import type { Client } from "@libsql/client";

// What every post to the booking API goes through, as the contact form's posts do: this site only, the shared
// rate limit, multipart only, a small body.

const BODY_MAX_BYTES = 64 * 1024;
const LIMITS: MultipartLimits = {
  parts: 32,
  fieldBytes: 32 * 1024,
  fileBytes: 0,
  fileField: "",
  multiline: new Set(["message"]),
};

export type Refusal = {
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429 | 500;
  error: string;
  errors?: Record<string, string>;
};

/** A refusal as JSON: `{ ok: false, error, errors? }`, never cached. */
export function refuse(c: Context, refusal: Refusal, retryAfter?: number): Response {
  if (retryAfter) c.header("Retry-After", String(retryAfter));
  c.header("Cache-Control", "no-store");
  const { status, ...body } = refusal;
  return c.json({ ok: false, ...body }, status);
}

/** What the guard counts its posts under, and calls them in its refusals. */
const BOOKINGS = { limit: "bookings", plural: "Bookings", one: "booking" };

export function postGuard(
  deps: {
    db: Client;
    config: Pick<ReceiverConfig, "rateLimit" | "allowedOrigins" | "trustedProxies">;
    now: () => Date;
    socketAddress?: (c: Context) => string | undefined;
  },
  words: typeof BOOKINGS = BOOKINGS,
): MiddlewareHandler[] {
  const { config } = deps;
  const { max, windowMs } = config.rateLimit;
  const limiter = new SharedLimit(deps.db, words.limit, max, windowMs, () => deps.now().getTime());
  const cheapRefusals: MiddlewareHandler = async (c, next) => {
    const socket = deps.socketAddress?.(c);
    if (!originAllowed(c.req.raw.headers, config.allowedOrigins, isTrustedProxy(socket, config.trustedProxies)))
      return refuse(c, { status: 403, error: `${words.plural} are accepted from this site only.` });
    const address = clientAddress(socket, c.req.raw.headers, config.trustedProxies);
    const wait = await limiter.take(limitKey(address)).catch(() => undefined);
    if (wait !== undefined)
      return refuse(c, { status: 429, error: `Too many ${words.plural.toLowerCase()}; try again later.` }, wait);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      return refuse(c, { status: 415, error: "Send the form as multipart/form-data." });
    await next();
  };
  const sizeCap = bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => refuse(c, { status: 413, error: `The ${words.one} is too large.` }),
  });
  return [cheapRefusals, sizeCap];
}

/** A post's fields, or the refusal to answer with. */
export async function readBody(c: Context): Promise<FormData | Response> {
  const body = await readMultipart(c.req.raw, LIMITS);
  return body.ok ? body.data : refuse(c, { status: body.status as Refusal["status"], error: body.error });
}
