// POST /api/collect: the site's beacon. Every answer is 204 or a 4xx with no body worth reading; a bot's
// events, and a flood's past the queue, are dropped silently. The visitor's address is used for the rate
// limit only (in memory) and never stored.
import type { Client } from "@libsql/client";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES } from "@/lib/measurement/event";
import type { Logger } from "../log";
import { clientAddress, isTrustedProxy, limitKey, originAllowed } from "../origin";
import { RateLimiter } from "../rateLimit";
import { isBotRequest, parseEvent } from "./events";
import { EventWriter, type Busy } from "./store";

/** Events per address per minute unless configured (LEADS_COLLECT_RATE_LIMIT, receiver/config.ts). */
const RATE_LIMIT = { max: 600, windowMs: 60_000 };

export interface CollectDeps {
  db: Client;
  leads: Busy;
  knownPaths: ReadonlySet<string>;
  rateLimit?: { max: number; windowMs: number };
  allowedOrigins: string[];
  trustedProxies: string[];
  clock: () => Date;
  socketAddress?: (c: Context) => string | undefined;
  log: Logger;
}

/** The beacon's route, to attach at COLLECT_PATH, and the writer its events queue in (drained at shutdown). */
export function collectRoutes(deps: CollectDeps): { routes: Hono; writer: EventWriter } {
  const { max, windowMs } = deps.rateLimit ?? RATE_LIMIT;
  const limiter = new RateLimiter(max, windowMs, () => deps.clock().getTime());
  const writer = new EventWriter(deps.db, deps.leads, deps.clock, (error) =>
    deps.log.error({ err: error }, "could not store measurement events"),
  );
  const done = (c: Context, status: 204 | 400 | 403 | 413 | 415 | 429) => {
    c.header("Cache-Control", "no-store");
    return c.body(null, status);
  };
  const routes = new Hono();
  routes.post(
    "/",
    async (c, next) => {
      const socket = deps.socketAddress?.(c);
      const headers = c.req.raw.headers;
      if (!originAllowed(headers, deps.allowedOrigins, isTrustedProxy(socket, deps.trustedProxies)))
        return done(c, 403);
      if (limiter.take(limitKey(clientAddress(socket, headers, deps.trustedProxies))) !== undefined)
        return done(c, 429);
      // sendBeacon sends a string as text/plain; fetch may say JSON.
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      if (!type.startsWith("text/plain") && !type.startsWith("application/json")) return done(c, 415);
      await next();
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => done(c, 413) }),
    async (c) => {
      const event = parseEvent(await c.req.text(), deps.knownPaths);
      if (event === undefined) return done(c, 400);
      if (event && !isBotRequest(c.req.raw.headers)) writer.add(event);
      return done(c, 204);
    },
  );
  return { routes, writer };
}
