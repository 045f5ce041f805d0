import type { Client } from "@libsql/client";
import { Hono, type Context } from "hono";
import type { ReceiverConfig } from "./config";
import { LeadWriter } from "./db/writer";
import { collectRoutes } from "./measurement/collect";
import type { EventWriter } from "./measurement/store";
import { createDeskApp } from "./desk/routes";
import { databaseHealthy, HEALTH_PATH } from "./health";
import { InFlight } from "./inFlight";
import { formRoutes } from "./intake/forms";
import { log as defaultLog, type Logger } from "./log";
import type { Notifier } from "./notify";
import { COLLECT_PATH } from "@/lib/measurement/event";
import { BOOKING_PREFIX, bookingRoutes } from "./booking/routes";
import type { OutboxWorker } from "./mail/outbox";
import { RIGHTS_PREFIX, rightsRoutes } from "./rights/routes";

/** Where the forms post: the lead inbox's prefix (without its closing slash). */
const LEADS_PREFIX = "/api/leads";

/**
 * What one receiver process answers: everything (`npm start`'s one server), the leads and the desk (behind
 * nginx), or the beacon's /api/collect alone (behind nginx, in a process of its own so that a flood of events
 * never queues a lead behind it).
 */
export type ReceiverRole = "everything" | "leads" | "collect";

export interface ReceiverDeps {
  db: Client;
  /** Default: everything. */
  role?: ReceiverRole;
  config: Pick<ReceiverConfig, "rateLimit" | "allowedOrigins" | "trustedProxies"> &
    Partial<Pick<ReceiverConfig, "collectRateLimit">>;
  notifier?: Notifier;
  /** Sends visitors' e-mails (booking confirmations, invitations); none: the agency sends visitors no mail. */
  outbox?: OutboxWorker;
  /** Where the writes and e-mails under way are tracked, for a shutdown to wait for them. */
  underWay?: InFlight;
  clock?: () => Date;
  /** The socket's remote address (from @hono/node-server's bindings on Node; absent in app.request tests). */
  socketAddress?: (c: Context) => string | undefined;
  log?: Logger;
  /**
   * How long a visitor waits for the database before hearing "not stored, try again" (default 20 s). A proxy in
   * front gives up on a receiver that keeps it waiting (nginx after 60 s) and then sends it nothing for a while:
   * answering first keeps a receiver whose database stalled in service for the leads that follow.
   */
  storeDeadlineMs?: number;
  /** The site's pages, the only paths /api/collect counts (none: every event is refused), and a hook for its writer. */
  measurement?: { knownPaths: ReadonlySet<string>; writer?: (writer: EventWriter) => void };
}

/**
 * The lead receiver, its areas each a Hono app attached with `app.route` at its prefix: the forms
 * (/api/leads/contact, /api/leads/application) and the booking API (/api/leads/bookings), both through the
 * intake pipeline (./intake/pipeline.ts); the beacon (/api/collect); the staff's lead desk, whose routes carry
 * their own /desk paths. GET /api/leads/health answers whether the database is usable. `deps.role` narrows
 * that to the leads and the desk, or the beacon.
 */
export function createReceiverApp(deps: ReceiverDeps): Hono {
  const { db, config, notifier, outbox, socketAddress, storeDeadlineMs } = deps;
  const now = deps.clock ?? (() => new Date());
  const log = deps.log ?? defaultLog;
  const underWay = deps.underWay ?? new InFlight();
  // In a collector alone, it never holds a lead, so events never wait for one.
  const writer = new LeadWriter(db);
  const role = deps.role ?? "everything";
  const app = new Hono();

  // For a load balancer or monitor: 200 when this receiver would store a lead, 503 when it would not.
  app.get(HEALTH_PATH, async (c) => {
    const ok = await databaseHealthy(db);
    c.header("Cache-Control", "no-store");
    return c.json({ ok }, ok ? 200 : 503);
  });

  if (role !== "collect") {
    const intake = { db, config, notifier, outbox, underWay, now, log, socketAddress, storeDeadlineMs };
    app.route(LEADS_PREFIX, formRoutes({ ...intake, writer }));
    app.route(BOOKING_PREFIX, bookingRoutes(intake));
    app.route(RIGHTS_PREFIX, rightsRoutes(intake));
  }
  if (role !== "leads") {
    const collect = collectRoutes({
      db,
      leads: writer,
      knownPaths: deps.measurement?.knownPaths ?? new Set(),
      rateLimit: config.collectRateLimit,
      allowedOrigins: config.allowedOrigins,
      trustedProxies: config.trustedProxies,
      clock: now,
      socketAddress,
      log,
    });
    deps.measurement?.writer?.(collect.writer);
    app.route(COLLECT_PATH, collect.routes);
  }
  if (role !== "collect") {
    const desk = createDeskApp({ db, trustedProxies: config.trustedProxies, clock: now, socketAddress, log, outbox });
    app.route("/", desk);
  }
  return app;
}
