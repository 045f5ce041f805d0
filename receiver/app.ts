import type { Client } from "@libsql/client";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { FORM_OUTCOME_BASE } from "@/content/paths";
import { localeInfo, localeOfPath, type Locale } from "@/content/locales";
import { formLanguage } from "@/lib/forms/language";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { isSpam, messages } from "@/lib/forms/rules";
import type { ReceiverConfig } from "./config";
import type { LeadKind } from "./db/leads";
import { keepSpam, SPAM_REASONS, spamFields } from "./db/spam";
import { LeadWriter } from "./db/writer";
import { mountCollect } from "./measurement/collect";
import type { EventWriter } from "./measurement/store";
import { createDeskApp } from "./desk/routes";
import { databaseHealthy, HEALTH_PATH } from "./health";
import { InFlight } from "./inFlight";
import { within } from "./within";
import { log as defaultLog, type Logger } from "./log";
import { notifyLead, type Notifier } from "./notify";
import { readMultipart, type MultipartLimits } from "./multipart";
import { SharedLimit } from "./sharedLimit";
import { clientAddress, isTrustedProxy, limitKey, originAllowed } from "./origin";
import { checkApplication, checkContact, type Checked } from "./submission";
import { BOOKING_PREFIX, bookingRoutes } from "./booking/routes";
import type { OutboxWorker } from "./mail/outbox";

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

/** Room for the text fields and multipart framing on top of the largest résumé. */
const FRAMING_BYTES = 64 * 1024;
const BODY_LIMITS: Record<LeadKind, number> = { contact: FRAMING_BYTES, application: RESUME_MAX_BYTES + FRAMING_BYTES };
/** Each form has at most a dozen fields: 32 parts is room for them and refuses a body of thousands. */
const MULTIPART_LIMITS: MultipartLimits = {
  parts: 32,
  fieldBytes: 32 * 1024,
  fileBytes: RESUME_MAX_BYTES,
  fileField: "resume",
  multiline: new Set(["message"]),
};

/** A success carries nothing more than "ok", so a caught bot (and a competitor counting ids) learns nothing. */
type Outcome =
  | { status: 201 }
  | { status: 400 | 403 | 413 | 415 | 429 | 500 | 503; errors?: Record<string, string>; error?: string };

const STORE_DEADLINE_MS = 20_000;

/** The language of the page a form was posted from, by its address (English when the browser sent none). */
function refererLanguage(c: Context): Locale {
  try {
    return localeOfPath(new URL(c.req.header("referer") ?? "").pathname);
  } catch {
    return "en";
  }
}

/** Where a plain HTML form post (no JavaScript) is sent after each outcome: a static page of the site. */
function outcomePage(kind: LeadKind, outcome: Outcome): string {
  if (outcome.status === 201) return kind === "contact" ? "message-received" : "application-received";
  if (outcome.status === 413) return "resume-too-large";
  if (outcome.status === 415) return "resume-type";
  if (outcome.status === 429) return "too-many";
  if (outcome.status === 400 && outcome.errors?.consent && Object.keys(outcome.errors).length === 1)
    return "consent-missing";
  if (outcome.status === 400) return "check-details";
  return "not-sent";
}

/**
 * The lead receiver: POST /api/leads/contact and /api/leads/application take exactly the multipart
 * fields the forms send. JSON answers for the forms' fetch (Accept: application/json): 201 with the
 * "ok", or 4xx with per-field errors. A plain HTML form post gets a 303 to a page of the site.
 * GET /api/leads/health answers whether the database is usable. POST /api/collect takes the site's beacon. The
 * staff's lead desk answers under /desk/. `deps.role` narrows that to the leads and the desk, or the beacon.
 */
export function createReceiverApp(deps: ReceiverDeps): Hono {
  const { db, config, notifier } = deps;
  const now = deps.clock ?? (() => new Date());
  const log = deps.log ?? defaultLog;
  // Kept in the database: every receiver in front of it counts against the same limit.
  const { max, windowMs } = config.rateLimit;
  const limiter = new SharedLimit(db, "submissions", max, windowMs, () => now().getTime());
  const writer = new LeadWriter(db);
  const underWay = deps.underWay ?? new InFlight();
  const app = new Hono();

  function answer(c: Context, kind: LeadKind, outcome: Outcome, retryAfter?: number, language?: Locale): Response {
    const origin = c.req.header("origin");
    if (origin && config.allowedOrigins.includes(origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Vary", "Origin");
    }
    if (retryAfter) c.header("Retry-After", String(retryAfter));
    c.header("Cache-Control", "no-store");
    if ((c.req.header("accept") ?? "").includes("application/json")) {
      const { status, ...body } = outcome;
      return c.json({ ok: status === 201, ...body }, status);
    }
    // The outcome page in the form's language: the one it sent, or before its body is read, its page's address.
    const prefix = localeInfo[language ?? refererLanguage(c)].prefix;
    return c.redirect(`${prefix}${FORM_OUTCOME_BASE}/${outcomePage(kind, outcome)}`, 303);
  }

  const check: Record<LeadKind, (data: FormData, receivedAt: string) => Checked | Promise<Checked>> = {
    contact: checkContact,
    application: checkApplication,
  };

  // For a load balancer or monitor: 200 when this receiver would store a lead, 503 when it would not.
  app.get(HEALTH_PATH, async (c) => {
    const ok = await databaseHealthy(db);
    c.header("Cache-Control", "no-store");
    return c.json({ ok }, ok ? 200 : 503);
  });

  const role = deps.role ?? "everything";
  for (const kind of role === "collect" ? [] : (["contact", "application"] as const)) {
    app.post(
      `/api/leads/${kind}`,
      async (c, next) => {
        // Cheap refusals first, before a byte of the body is read.
        const socket = deps.socketAddress?.(c);
        if (!originAllowed(c.req.raw.headers, config.allowedOrigins, isTrustedProxy(socket, config.trustedProxies))) {
          return answer(c, kind, { status: 403, error: "Submissions are accepted from this site only." });
        }
        const address = clientAddress(socket, c.req.raw.headers, config.trustedProxies);
        // A database that cannot count cannot store either: the store's own error answers, not the limit's.
        const wait = await limiter.take(limitKey(address)).catch(() => undefined);
        if (wait !== undefined)
          return answer(c, kind, { status: 429, error: "Too many submissions; try again later." }, wait);
        if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
          return answer(c, kind, { status: 415, error: "Send the form as multipart/form-data." });
        }
        await next();
      },
      // The limit holds while the body streams in: past it, 413 at once and the rest is never read.
      bodyLimit({
        maxSize: BODY_LIMITS[kind],
        onError: (c) =>
          answer(c, kind, {
            status: 413,
            errors: kind === "application" ? { resume: messages.resumeSize } : undefined,
            error: "The submission is too large.",
          }),
      }),
      async (c) => {
        const body = await readMultipart(c.req.raw, MULTIPART_LIMITS);
        if (!body.ok) {
          const errors = body.tooLargeFile ? { resume: messages.resumeSize } : undefined;
          return answer(c, kind, { status: body.status, errors, error: body.error });
        }
        const data = body.data;
        const language = formLanguage(data);
        const receivedAt = now().toISOString();
        // The trap was filled: answer exactly like a success, keep it in the spam tray only (a person whose
        // browser filled the hidden field can be rescued from there), never in the inbox or an e-mail.
        if (isSpam(data)) {
          const spam = { kind, receivedAt, reason: SPAM_REASONS.honeypot, fields: spamFields(data) };
          await keepSpam(db, spam).catch((error: unknown) => log.error({ err: error }, "could not keep a spam"));
          return answer(c, kind, { status: 201 }, undefined, language);
        }
        const checked = await check[kind](data, receivedAt);
        if (!checked.ok)
          return answer(c, kind, { status: checked.status, errors: checked.errors }, undefined, language);
        const stored = writer.insert(checked.lead, checked.resume);
        // Stored first; the e-mail follows the write, never holds up the answer, and goes even when the write
        // outlasts the answer's deadline.
        const afterStore = stored.then(
          async (id) => {
            if (!notifier) return;
            const outcome = await notifyLead(db, notifier, id, now);
            if (outcome === "failed") log.warn({ leadId: id }, "e-mail not sent; `npm run leads -- notify` retries it");
          },
          () => undefined,
        );
        void underWay.track(afterStore);
        const result = await within(stored, deps.storeDeadlineMs ?? STORE_DEADLINE_MS);
        if (result === "late") {
          log.error({ route: c.req.path }, "the database did not answer in time; the visitor was asked to try again");
          // The write goes on: should it land, the lead is in the inbox (and its e-mail sent) all the same.
          stored.then(
            (id) => log.warn({ leadId: id }, "stored after its visitor was asked to try again"),
            () => undefined,
          );
          return answer(
            c,
            kind,
            { status: 503, error: "The submission could not be stored in time." },
            undefined,
            language,
          );
        }
        if ("error" in result) {
          log.error({ err: result.error, route: c.req.path }, "could not store a submission");
          return answer(c, kind, { status: 500, error: "The submission could not be stored." }, undefined, language);
        }
        return answer(c, kind, { status: 201 }, undefined, language);
      },
    );
  }
  if (role !== "collect") {
    const { socketAddress, outbox, storeDeadlineMs } = deps;
    const booking = { db, config, notifier, outbox, underWay, now, log, socketAddress, storeDeadlineMs };
    app.route(BOOKING_PREFIX, bookingRoutes(booking));
  }
  if (role === "leads") return withDesk(app, deps, now, log);
  // In a collector alone, `writer` never holds a lead, so events never wait for one.
  const events = mountCollect(app, {
    db,
    leads: writer,
    knownPaths: deps.measurement?.knownPaths ?? new Set(),
    rateLimit: config.collectRateLimit,
    allowedOrigins: config.allowedOrigins,
    trustedProxies: config.trustedProxies,
    clock: now,
    socketAddress: deps.socketAddress,
    log,
  });
  deps.measurement?.writer?.(events);
  return role === "collect" ? app : withDesk(app, deps, now, log);
}

function withDesk(app: Hono, deps: ReceiverDeps, clock: () => Date, log: Logger): Hono {
  const { db, config, socketAddress, outbox } = deps;
  return app.route(
    "/",
    createDeskApp({ db, trustedProxies: config.trustedProxies, clock, socketAddress, log, outbox }),
  );
}
