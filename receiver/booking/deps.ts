import type { Client } from "@libsql/client";
import type { Context } from "hono";
import type { ReceiverConfig } from "../config";
import type { InFlight } from "../inFlight";
import type { Logger } from "../log";
import type { OutboxWorker } from "../mail/outbox";
import type { Notifier } from "../notify";

/** What the booking routes need from the receiver. */
export interface BookingDeps {
  db: Client;
  config: Pick<ReceiverConfig, "rateLimit" | "allowedOrigins" | "trustedProxies">;
  notifier?: Notifier;
  /** The visitors' e-mails' queue; none: the agency sends visitors no mail, and staff confirm each request. */
  outbox?: OutboxWorker;
  underWay: InFlight;
  now: () => Date;
  log: Logger;
  socketAddress?: (c: Context) => string | undefined;
  storeDeadlineMs?: number;
}
