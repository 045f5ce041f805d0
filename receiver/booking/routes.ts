import type { Client } from "@libsql/client";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isSpam } from "@/lib/forms/rules";
import type { ReceiverConfig } from "../config";
import { keepSpam, SPAM_REASONS, spamFields } from "../db/spam";
import type { InFlight } from "../inFlight";
import type { Logger } from "../log";
import { readMultipart, type MultipartLimits } from "../multipart";
import { notifyLead, type Notifier } from "../notify";
import { clientAddress, isTrustedProxy, limitKey, originAllowed } from "../origin";
import { SharedLimit } from "../sharedLimit";
import { checkContact } from "../submission";
import { bookingIcs, bookingsFeed } from "./ics";
import { feedIsLive } from "./feeds";
import type { BookingMailer } from "./mail";
import { blockedDays, readSettings } from "./settings";
import { blockedBy, freeSlots, toMinutes } from "./slots";
import {
  bookingByToken,
  bookingsBetween,
  keptIntervals,
  moveBooking,
  newToken,
  setStatus,
  storeBooking,
  type Booking,
} from "./store";
import { indiaDay } from "../calendar";
import { BOOKING_API } from "@/lib/booking/times";

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

const BODY_MAX_BYTES = 64 * 1024;
const LIMITS: MultipartLimits = {
  parts: 32,
  fieldBytes: 32 * 1024,
  fileBytes: 0,
  fileField: "",
  multiline: new Set(["message"]),
};

type Refusal = {
  status: 400 | 403 | 404 | 409 | 413 | 415 | 429 | 500;
  error: string;
  errors?: Record<string, string>;
};

/**
 * The visitor's side of booking a call, as JSON for the booking page's script: the free slots, a booking (a
 * lead and its time, stored together), and the manage link's view, cancel, move and calendar file.
 */
export function bookingRoutes(deps: BookingDeps): Hono {
  const { db, config, now, log } = deps;
  const limiter = new SharedLimit(db, "bookings", config.rateLimit.max, config.rateLimit.windowMs, () =>
    now().getTime(),
  );
  const app = new Hono();

  const refuse = (c: Context, refusal: Refusal, retryAfter?: number) => {
    if (retryAfter) c.header("Retry-After", String(retryAfter));
    c.header("Cache-Control", "no-store");
    const { status, ...body } = refusal;
    return c.json({ ok: false, ...body }, status);
  };

  /** The free starts; with `ignoringBookings`, every start the hours offer (a taken one is the trigger's call). */
  async function slotList(ignoringBookings = false) {
    const at = now();
    const settings = await readSettings(db);
    const blocked = new Set((await blockedDays(db, indiaDay(at))).map((day) => day.day));
    const kept = ignoringBookings ? [] : await keptIntervals(db, toMinutes(at));
    return { slots: freeSlots(settings, blocked, kept, at), ...settings };
  }

  /** The chosen start, when it is one the hours offer now; else the field's error. */
  async function chosenStart(value: FormDataEntryValue | null) {
    const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
    const { slots, slotMinutes, bufferMinutes } = await slotList(true);
    const start = slots.find((slot) => slot.getTime() === time);
    if (!start) return undefined;
    return {
      start,
      end: new Date(time + slotMinutes * 60_000),
      blocked: blockedBy(start, { slotMinutes, bufferMinutes }),
    };
  }

  const fresh = async () => (await slotList()).slots.map((slot) => slot.toISOString());

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

  // Every post: from this site only, within the shared limit, a small multipart body.
  app.post("*", async (c, next) => {
    const socket = deps.socketAddress?.(c);
    if (!originAllowed(c.req.raw.headers, config.allowedOrigins, isTrustedProxy(socket, config.trustedProxies)))
      return refuse(c, { status: 403, error: "Bookings are accepted from this site only." });
    const address = clientAddress(socket, c.req.raw.headers, config.trustedProxies);
    const wait = await limiter.take(limitKey(address)).catch(() => undefined);
    if (wait !== undefined) return refuse(c, { status: 429, error: "Too many bookings; try again later." }, wait);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      return refuse(c, { status: 415, error: "Send the form as multipart/form-data." });
    await next();
  });
  app.post(
    "*",
    bodyLimit({
      maxSize: BODY_MAX_BYTES,
      onError: (c) => refuse(c, { status: 413, error: "The booking is too large." }),
    }),
  );

  async function readBody(c: Context) {
    const body = await readMultipart(c.req.raw, LIMITS);
    return body.ok ? body.data : refuse(c, { status: body.status as Refusal["status"], error: body.error });
  }

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
    if (!slot) errors.start = "Choose one of the times offered";
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
        errors: { start: "Choose one of the times offered" },
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
