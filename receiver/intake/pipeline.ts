import type { Client } from "@libsql/client";
import type { Context, Handler } from "hono";
import { isSpam } from "@/lib/forms/rules";
import type { LeadKind } from "../db/leads";
import { keepSpam, SPAM_REASONS, spamFields } from "../db/spam";
import type { InFlight } from "../inFlight";
import type { Logger } from "../log";
import { within } from "../within";

// One intake for every kind of lead: read the body, keep a filled honeypot aside, check and normalise, store
// within the deadline, then the follow-up work. A route supplies an adapter; the order and the deadline are here.

/** How long a visitor waits for the database unless told otherwise. */
export const STORE_DEADLINE_MS = 20_000;

export interface IntakeDeps {
  db: Client;
  now: () => Date;
  log: Logger;
  /** Where the follow-up work is tracked, for a shutdown to wait for it. */
  underWay: InFlight;
  storeDeadlineMs?: number;
}

/** What one kind of lead brings to the intake: its checks, its store, and its answers. */
export interface IntakeAdapter<Accepted, Stored> {
  /** The kind a filled honeypot is kept under in the desk's spam tray. */
  spamKind: LeadKind;
  /** What the log calls one ("submission", "booking"). */
  noun: string;
  /** The body's fields, or the answer refusing the body. */
  read(c: Context): Promise<FormData | Response>;
  /** The fields checked and normalised, ready to store; or the answer refusing them. */
  check(c: Context, data: FormData, receivedAt: string): Promise<Accepted | Response>;
  store(accepted: Accepted): Promise<Stored>;
  /** The stored lead's id, for the log. */
  leadId(stored: Stored): number;
  /** Runs once the lead is stored, even after the visitor was answered: never holds up the answer. */
  follow?(stored: Stored): Promise<void>;
  /** The answer once stored in time (it may do quick work first, such as queueing an e-mail). */
  stored(c: Context, data: FormData, stored: Stored, accepted: Accepted): Response | Promise<Response>;
  /** A filled honeypot's answer: exactly like a success, so a bot learns nothing. */
  spam(c: Context, data: FormData): Response;
  /** Not stored: the database was too slow (it may still land) or refused the write. */
  notStored(c: Context, data: FormData, why: "late" | "failed"): Response;
}

/** The route handler running `adapter` through the intake. */
export function intake<Accepted, Stored>(deps: IntakeDeps, adapter: IntakeAdapter<Accepted, Stored>): Handler {
  const { db, now, log } = deps;
  return async (c) => {
    const data = await adapter.read(c);
    if (data instanceof Response) return data;
    const receivedAt = now().toISOString();
    // A person whose browser filled the hidden field can be rescued from the tray; it never reaches the inbox.
    if (isSpam(data)) {
      const spam = { kind: adapter.spamKind, receivedAt, reason: SPAM_REASONS.honeypot, fields: spamFields(data) };
      await keepSpam(db, spam).catch((error: unknown) => log.error({ err: error }, "could not keep a spam"));
      return adapter.spam(c, data);
    }
    const accepted = await adapter.check(c, data, receivedAt);
    if (accepted instanceof Response) return accepted;
    const stored = adapter.store(accepted);
    const { follow } = adapter;
    // Attached before the deadline, so a write that outlasts the answer still gets its follow-up.
    if (follow) void deps.underWay.track(stored.then(follow, () => undefined));
    const result = await within(stored, deps.storeDeadlineMs ?? STORE_DEADLINE_MS);
    if (result === "late") {
      log.error({ route: c.req.path }, "the database did not answer in time; the visitor was asked to try again");
      stored.then(
        (value) => log.warn({ leadId: adapter.leadId(value) }, "stored after its visitor was asked to try again"),
        () => undefined,
      );
      return adapter.notStored(c, data, "late");
    }
    if ("error" in result) {
      log.error({ err: result.error, route: c.req.path }, `could not store a ${adapter.noun}`);
      return adapter.notStored(c, data, "failed");
    }
    return adapter.stored(c, data, result.value, accepted);
  };
}
