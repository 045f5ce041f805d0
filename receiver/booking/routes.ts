import type { Client } from "@libsql/client";
import { Hono, type Context } from "hono";
import { isSpam } from "@/lib/forms/rules";
import { BOOKING_API } from "@/lib/booking/times";
import { bookingCopy } from "@/content/booking";
import type { ReceiverConfig } from "../config";
import { keepSpam, SPAM_REASONS, spamFields } from "../db/spam";
import type { InFlight } from "../inFlight";
import type { Logger } from "../log";
import { notifyLead, type Notifier } from "../notify";
import { checkContact } from "../submission";
import { feedIsLive } from "./feeds";
import { bookingIcs, bookingsFeed } from "./ics";
import type { BookingMailer } from "./mail";
import { offeredSlots } from "./offered";
import { postGuard, readBody, refuse } from "./requests";
import { bookingByToken, bookingsBetween, moveBooking, newToken, setStatus, storeBooking, type Booking } from "./store";

/** Where the booking API answers: under the lead inbox's prefix, which every host already sends to the receiver. */
export const BOOKING_PREFIX = BOOKING_API;

export interface BookingDeps {
  db: Client;
  config: Pick<ReceiverConfig, "rateLimit" | "allowedOrigins" | "trustedProxies">;
  notifier?: Notifier;
  mailer?: BookingMailer;
  underWay: InFlight;
  now: () => Date;
  log: Logger;
  socketAddress?: (c: Context) => string | undefined;
}

/**
 * The visitor's side of booking a call, as JSON for the booking page's script: the free slots, a booking (a
 * lead and its time, stored together), and the manage link's view, cancel, move and calendar file.
 */
export function bookingRoutes(deps: BookingDeps): Hono {
  const { db, now, log } = deps;
  const app = new Hono();
  const { slotList, chosenStart, fresh } = offeredSlots(db, now);

  // A staff member's calendar app, subscribed to their private feed: every call from a month back.
  app.get("/feed/:token", async (c) => {
    if (!(await feedIsLive(db, c.req.param("token")))) return refuse(c, { status: 404, error: "No such feed." });
    const from = new Date(now().getTime() - 31 * 24 * 60 * 60_000);
    const calls = await bookingsBetween(db, from, new Date(now().getTime() + 366 * 24 * 60 * 60_000));
    return c.body(bookingsFeed(calls), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });

  app.get("/slots", async (c) => {
    const { slots, slotMinutes } = await slotList();
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, slotMinutes, slots: slots.map((slot) => slot.toISOString()) });
  });

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
    if (!slot) errors.start = bookingCopy.slots.required;
    if (!checked.ok || !slot) return refuse(c, { status: 400, error: "Some details need checking.", errors });
    const token = newToken();
    const stored = await storeBooking(db, checked.lead, { ...slot, tokenHash: token.hash }).catch((error: unknown) => {
      log.error({ err: error, route: c.req.path }, "could not store a booking");
      return undefined;
    });
    if (stored === undefined) return refuse(c, { status: 500, error: "The booking could not be stored." });
    if (stored === "taken") return c.json({ ok: false, error: "taken", slots: await fresh() }, 409);
    const leadId = stored;
    // Stored first; the e-mails follow and never hold up the answer.
    void deps.underWay.track(
      (async () => {
        if (deps.notifier && (await notifyLead(db, deps.notifier, leadId, now)) === "failed")
          log.warn({ leadId }, "e-mail not sent; `npm run leads -- notify` retries it");
        const booking = await bookingByToken(db, token.token);
        if (booking && deps.mailer)
          await deps.mailer
            .invite(booking, "REQUEST")
            .catch((error: unknown) => log.warn({ err: error, leadId }, "invitation not sent"));
      })(),
    );
    c.header("Cache-Control", "no-store");
    return c.json(
      { ok: true, booking: { token: token.token, startsAt: slot.start.toISOString(), endsAt: slot.end.toISOString() } },
      201,
    );
  });

  const view = (booking: Booking) => ({
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    service: booking.service ?? null,
  });

  app.get("/:token", async (c) => {
    const booking = await bookingByToken(db, c.req.param("token"));
    c.header("Cache-Control", "no-store");
    if (!booking) return refuse(c, { status: 404, error: "No such booking." });
    return c.json({ ok: true, booking: view(booking) });
  });

  app.get("/:token/invite.ics", async (c) => {
    const booking = await bookingByToken(db, c.req.param("token"));
    if (!booking) return refuse(c, { status: 404, error: "No such booking." });
    return c.body(bookingIcs(booking, booking.status === "cancelled" ? "CANCEL" : "PUBLISH"), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="call.ics"',
      "Cache-Control": "no-store",
    });
  });

  app.post("/:token/cancel", async (c) => {
    const booking = await bookingByToken(db, c.req.param("token"));
    if (!booking) return refuse(c, { status: 404, error: "No such booking." });
    if (booking.status === "booked") {
      await setStatus(db, booking.id, "cancelled", now());
      const cancelled = await bookingByToken(db, c.req.param("token"));
      if (cancelled && deps.mailer)
        void deps.underWay.track(
          deps.mailer
            .invite(cancelled, "CANCEL")
            .catch((error: unknown) => log.warn({ err: error }, "cancellation not sent")),
        );
    }
    c.header("Cache-Control", "no-store");
    return c.json({
      ok: true,
      booking: view({ ...booking, status: booking.status === "booked" ? "cancelled" : booking.status }),
    });
  });

  app.post("/:token/move", async (c) => {
    const booking = await bookingByToken(db, c.req.param("token"));
    if (!booking) return refuse(c, { status: 404, error: "No such booking." });
    if (booking.status !== "booked") return refuse(c, { status: 409, error: "Only a booked call can be moved." });
    const data = await readBody(c);
    if (data instanceof Response) return data;
    const slot = await chosenStart(data.get("start"));
    if (!slot)
      return refuse(c, {
        status: 400,
        error: "Some details need checking.",
        errors: { start: bookingCopy.slots.required },
      });
    const moved = await moveBooking(db, booking.id, slot, now());
    if (moved === "taken") return c.json({ ok: false, error: "taken", slots: await fresh() }, 409);
    const updated = (await bookingByToken(db, c.req.param("token")))!;
    if (deps.mailer)
      void deps.underWay.track(
        deps.mailer.invite(updated, "REQUEST").catch((error: unknown) => log.warn({ err: error }, "update not sent")),
      );
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, booking: view(updated) });
  });

  return app;
}
