import type { Client } from "@libsql/client";
import type { Context } from "hono";
import type { Logger } from "../log";
import { clientAddress, isTrustedProxy, requestOrigin } from "../origin";
import type { Staff } from "./db/staff";
import type { OutboxWorker } from "../mail/outbox";

// What every desk route is given, and what it reads of each request.

export interface DeskDeps {
  db: Client;
  trustedProxies: string[];
  clock: () => Date;
  socketAddress?: (c: Context) => string | undefined;
  log: Logger;
  /** Tells a visitor their booked call was cancelled from the desk (iMIP); none: no such e-mail. */
  outbox?: OutboxWorker;
}

/** Hono's environment for the desk: the signed-in staff member, once the session guard has found them. */
export interface DeskEnv {
  Variables: { staff: Staff };
}

export type DeskContext = Context<DeskEnv>;

export function deskRequest(deps: DeskDeps, c: Context) {
  const socket = deps.socketAddress?.(c);
  return {
    /** The origin the browser is on: the passkeys' relying party, and the only one allowed to post. */
    origin: requestOrigin(c.req.url, c.req.raw.headers, isTrustedProxy(socket, deps.trustedProxies)),
    address: clientAddress(socket, c.req.raw.headers, deps.trustedProxies),
  };
}

/**
 * A post made by the desk's own pages: Origin is the desk's origin and, when the browser says, the request is
 * same-origin. Every browser sends Origin on a POST; a post without one is refused too.
 */
export function postedFromDesk(deps: DeskDeps, c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  return c.req.header("origin") === deskRequest(deps, c).origin && (site === undefined || site === "same-origin");
}
