import { readFile } from "node:fs/promises";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Client } from "@libsql/client";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { createReceiverApp, type ReceiverRole } from "./app";
import { configFromEnv, type ConfigDefaults, type ReceiverConfig } from "./config";
import { openDatabase } from "./db/client";
import { InFlight } from "./inFlight";
import { log as defaultLog, type Logger } from "./log";
import { purgeMeasurement, type EventWriter } from "./measurement/store";
import { notifyPending, smtpNotifier, type Notifier } from "./notify";
import { smtpBookingMailer } from "./booking/mail";
import { bookingMailJobs } from "./booking/mailJobs";
import { bookingQueue, startOutbox } from "./mail/outbox";
import { rightsMailQueue, smtpRightsMailer } from "./rights/mail";
import { startReminders } from "./rights/reminders";
import { within } from "./within";
import { startDailyPurge } from "./retention";

/** Where the receiver answers; everything else on the origin is the static site (but the desk, DESK_PREFIX). */
export const API_PREFIX = "/api/leads/";
export { DESK_PREFIX } from "./desk/paths";
export { COLLECT_PATH } from "@/lib/measurement/event";

/** The site's pages, written next to the compiled servers by scripts/build-server.ts: what /api/collect counts. */
export const SITE_PATHS_FILE = "site-paths.json";
/** How often the measurement purge (raw events, old daily totals) runs (and once at start). */
const MEASUREMENT_PURGE_EVERY_MS = 6 * 3_600_000;

/** The build writes the file; without it (the sources run directly) no page view is counted. */
async function loadKnownPaths(): Promise<Set<string>> {
  try {
    return new Set(JSON.parse(await readFile(new URL(`./${SITE_PATHS_FILE}`, import.meta.url), "utf8")) as string[]);
  } catch {
    return new Set();
  }
}

/** How long a shutdown waits for requests and e-mails under way: inside systemd's and Docker's stop timeouts. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface NodeReceiver {
  db: Client;
  /** A Node request listener for what its role answers: /api/leads/*, the desk (/desk, /desk/*), /api/collect. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  config: ReceiverConfig;
  /**
   * Stop cleanly (on SIGTERM): stop `server` accepting connections, let the requests under way and the
   * e-mails of the leads they stored finish (at most `graceMs` in all), then close the database.
   */
  shutdown(server?: Server, graceMs?: number): Promise<void>;
}

/** The socket address Node saw, through @hono/node-server's bindings. */
function socketAddress(c: Context): string | undefined {
  return (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/** Resolves once `server` has closed; past `ms`, the connections still open are cut. */
async function closeServer(server: Server, ms: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const timer = setTimeout(() => server.closeAllConnections(), Math.max(0, ms));
  try {
    await closed;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Open the database (migrating it) and build the receiver for a Node HTTP server, from the environment.
 * Where it takes leads: with e-mail configured, the leads a previous run stored but never e-mailed (and that
 * no other process is sending now) are sent in the background, and the retention purge runs daily until
 * shutdown. Where it takes the beacon: the measurement roll-up runs at start and every few hours.
 */
export async function createNodeReceiver(
  config: ReceiverConfig = configFromEnv(),
  options: { notifier?: Notifier; log?: Logger; role?: ReceiverRole } = {},
): Promise<NodeReceiver> {
  const log = options.log ?? defaultLog;
  const role = options.role ?? "everything";
  const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const takesLeads = role !== "collect";
  const notifier = !takesLeads
    ? undefined
    : (options.notifier ?? (config.smtp ? smtpNotifier({ ...config.smtp, deskOrigin: config.deskOrigin }) : undefined));
  const underWay = new InFlight();
  let events: EventWriter | undefined;
  const measurement = { knownPaths: await loadKnownPaths(), writer: (w: EventWriter) => (events = w) };
  // Visitors' e-mails go through the outbox: sent and retried in the background, links to the site's origin.
  const outbox =
    takesLeads && config.smtp
      ? startOutbox({
          db,
          queues: [
            bookingQueue(bookingMailJobs(db, smtpBookingMailer(config.smtp), config.deskOrigin)),
            rightsMailQueue(db, smtpRightsMailer(config.smtp), config.deskOrigin),
          ],
          now: () => new Date(),
          log,
        })
      : undefined;
  outbox?.kick();
  // Staff hear of a rights request's due date a week before it, by e-mail, as well as from the desk's list.
  const stopReminders = outbox ? startReminders({ db, outbox, log }) : () => {};
  const app = createReceiverApp({
    db,
    role,
    config,
    notifier,
    outbox,
    underWay,
    socketAddress,
    log,
    measurement,
  });
  const purgeEvents = async () => {
    if (role === "leads") return;
    await purgeMeasurement(db, new Date()).catch((error: unknown) =>
      log.error({ err: error }, "measurement purge failed"),
    );
  };
  let purging = purgeEvents();
  const purgeTimer = setInterval(() => (purging = purgeEvents()), MEASUREMENT_PURGE_EVERY_MS).unref();
  if (notifier) {
    void underWay.track(
      notifyPending(db, notifier).catch((error: unknown) => log.error({ err: error }, "could not resume e-mails")),
    );
  }
  const purge = takesLeads ? startDailyPurge(db, log) : { stop() {} };
  let stopped: Promise<void> | undefined;
  async function shutdown(server?: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
    const deadline = Date.now() + graceMs;
    purge.stop();
    stopReminders();
    clearInterval(purgeTimer);
    if (server) await closeServer(server, graceMs);
    // A send stuck on a silent mail server is not waited for past the grace: the row is sent again later.
    if (outbox) await within(outbox.stop(), Math.max(0, deadline - Date.now()));
    await events?.drain();
    await purging;
    await underWay.settled(deadline - Date.now());
    if (underWay.size) {
      log.warn(
        { unfinished: underWay.size },
        "stopped with leads or e-mails still under way; `npm run leads -- notify` sends what did not go out",
      );
    }
    db.close();
  }
  return {
    db,
    config,
    listener: getRequestListener(app.fetch),
    shutdown: (server, graceMs) => (stopped ??= shutdown(server, graceMs)),
  };
}

/**
 * createNodeReceiver for a server's start-up: when the configuration is wrong or the database cannot be
 * opened for writing, say so in one line and exit 1, instead of serving and then refusing every lead.
 */
export async function startNodeReceiver(role?: ReceiverRole, defaults?: ConfigDefaults): Promise<NodeReceiver> {
  try {
    return await createNodeReceiver(configFromEnv(process.env, defaults), { role });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Where the leads are, for the start-up line (never prints a token). */
export function describeDatabase(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : new URL(url).host;
}
