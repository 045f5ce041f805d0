import { Hono } from "hono";
import { isSpam } from "@/lib/forms/rules";
import { BOOKING_API, REQUEST_HOLD_HOURS } from "@/lib/booking/times";
import { bookingCopy } from "@/content/booking";
import { keepSpam, SPAM_REASONS, spamFields } from "../db/spam";
import { enqueueMail } from "../mail/outbox";
import { clientAddress } from "../origin";
import { checkContact } from "../submission";
import { within } from "../within";
import { intakeRefusal } from "./confirmation";
import { feedIsLive } from "./feeds";
import { bookingsFeed } from "./ics";
import type { BookingDeps } from "./deps";
import { manageRoutes } from "./manageRoutes";
import { reserveConfirmation } from "./mailJobs";
import { networkKey } from "./network";
import { offeredSlots } from "./offered";
import { postGuard, readBody, refuse } from "./requests";
import { slotsEndpoint } from "./slotsEndpoint";
import { bookingsBetween, newToken, storeBooking } from "./store";
import { emailKey } from "@/lib/forms/email";

/** Where the booking API answers: under the lead inbox's prefix, which every host already sends to the receiver. */
export const BOOKING_PREFIX = BOOKING_API;

const STORE_DEADLINE_MS = 20_000;
const HOUR = 60 * 60_000;

/**
 * The visitor's side of booking a call, as JSON for the booking page's script: the free slots and a booking
 * request (a lead and its wished time, stored together). The manage and confirm routes take their token in the
 * body, never in the address (./manageRoutes.ts). A staff member's feed is the one token in an address: calendar
 * apps need a plain URL; the logs redact it.
 */
export function bookingRoutes(deps: BookingDeps): Hono {
  const { db, now, log } = deps;
  const app = new Hono();
  const { chosenStart } = offeredSlots(db, now);

  app.get("/feed/:token", async (c) => {
    if (!(await feedIsLive(db, c.req.param("token")))) return refuse(c, { status: 404, error: "No such feed." });
    const from = new Date(now().getTime() - 31 * 24 * HOUR);
    const all = await bookingsBetween(db, from, new Date(now().getTime() + 366 * 24 * HOUR));
    // A request that was never confirmed never held a time: it is not a call in anyone's calendar.
    const calls = all.filter((call) => call.status !== "pending" && call.status !== "released");
    return c.body(bookingsFeed(calls), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });

  app.get("/slots", slotsEndpoint(deps));

  for (const check of postGuard(deps)) app.post("*", check);

  app.post("/", async (c) => {
    const data = await readBody(c);
    if (data instanceof Response) return data;
    const receivedAt = now().toISOString();
    if (isSpam(data)) {
      const spam = { kind: "contact" as const, receivedAt, reason: SPAM_REASONS.honeypot, fields: spamFields(data) };
      await keepSpam(db, spam).catch((error: unknown) => log.error({ err: error }, "could not keep a spam"));
      return c.json({ ok: true }, 201);
    }
    const checked = checkContact(data, receivedAt);
    const errors = checked.ok ? {} : { ...checked.errors };
    const slot = await chosenStart(data.get("start"));
    if (!slot.ok) errors.start = slot.error;
    if (!checked.ok || !slot.ok) return refuse(c, { status: 400, error: "Some details need checking.", errors });
    const address = clientAddress(deps.socketAddress?.(c), c.req.raw.headers, deps.config.trustedProxies);
    const party = { emailKey: emailKey(checked.lead.email), networkKey: await networkKey(db, address) };
    const refusal = await intakeRefusal(db, party, now());
    if (refusal === "blocked") return refuse(c, { status: 403, error: "blocked" });
    if (refusal === "emailLimit")
      return refuse(c, {
        status: 400,
        error: "Some details need checking.",
        errors: { email: bookingCopy.refusal.emailLimit },
      });
    const token = newToken();
    const expiresAt = new Date(now().getTime() + REQUEST_HOLD_HOURS * HOUR);
    const request = { ...slot.slot, tokenHash: token.hash, expiresAt, networkKey: party.networkKey };
    const stored = storeBooking(db, checked.lead, request);
    const result = await within(stored, deps.storeDeadlineMs ?? STORE_DEADLINE_MS);
    if (result === "late" || "error" in result) {
      log.error({ err: result === "late" ? "late" : result.error, route: "POST /" }, "could not store a booking");
      return refuse(c, { status: 500, error: "The booking could not be stored." });
    }
    const { bookingId } = result.value;
    // Stored first. With mail, the address's owner is asked to confirm: the agency's own words, at most one
    // such e-mail a day to an address, sent by the outbox so this answer never waits on the mail server.
    let mailSent = false;
    if (deps.outbox && (await reserveConfirmation(db, party.emailKey, now()))) {
      await enqueueMail(db, bookingId, "confirm", now());
      deps.outbox.kick();
      mailSent = true;
    }
    c.header("Cache-Control", "no-store");
    const booking = {
      token: token.token,
      startsAt: slot.slot.start.toISOString(),
      endsAt: slot.slot.end.toISOString(),
      status: "pending",
      holdUntil: expiresAt.toISOString(),
      confirmBy: deps.outbox ? "email" : "staff",
      mailSent,
    };
    return c.json({ ok: true, booking }, 201);
  });

  app.route("/", manageRoutes(deps));
  return app;
}
