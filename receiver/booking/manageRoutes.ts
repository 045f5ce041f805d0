import { formLanguage } from "@/lib/forms/language";
import { Hono, type Context } from "hono";
import { eraseLead } from "../db/erase";
import { enqueueMail } from "../mail/outbox";
import { notifyLead } from "../notify";
import { confirmFromMailbox } from "./confirmation";
import { bookingIcs } from "./ics";
import { nextConfirmationAt, reserveConfirmation } from "./mailJobs";
import { offeredSlots } from "./offered";
import { readBody, refuse } from "./requests";
import type { BookingDeps } from "./deps";
import { bookingByConfirmToken, bookingByToken, moveBooking, setStatus, type Booking } from "./store";

/**
 * A booking's own routes, each a POST whose token is a field of the body: a token in an address would reach
 * access logs, browser history and Referer headers. The manage link's token (the booking page's, or the
 * mailbox link's) sees, moves, cancels and downloads the call; only the mailbox link's confirms a request.
 */
export function manageRoutes(deps: BookingDeps): Hono {
  const { db, now, log } = deps;
  const app = new Hono();
  const { chosenStart, fresh } = offeredSlots(db, now);

  const view = (booking: Booking) => ({
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    service: booking.service ?? null,
    holdUntil: booking.status === "pending" ? (booking.expiresAt ?? null) : null,
    confirmBy: deps.outbox ? "email" : "staff",
    emailConfirmed: Boolean(booking.emailConfirmedAt),
  });

  /** The body's fields and the booking its token opens, or the refusal to answer with. */
  async function opened(c: Context, find = bookingByToken) {
    const data = await readBody(c);
    if (data instanceof Response) return data;
    const token = data.get("token");
    const booking = typeof token === "string" ? await find(db, token) : undefined;
    c.header("Cache-Control", "no-store");
    if (!booking) return refuse(c, { status: 404, error: "No such booking." });
    return { data, booking };
  }

  const mail = async (bookingId: number, kind: "invite" | "cancel") => {
    if (!deps.outbox) return;
    await enqueueMail(db, bookingId, kind, now());
    deps.outbox.kick();
  };

  app.post("/manage", async (c) => {
    const found = await opened(c);
    if (found instanceof Response) return found;
    return c.json({ ok: true, booking: view(found.booking) });
  });

  app.post("/manage/calendar", async (c) => {
    const found = await opened(c);
    if (found instanceof Response) return found;
    const { booking } = found;
    if (booking.status === "pending" || booking.status === "released")
      return refuse(c, { status: 409, error: "The call is not confirmed yet." });
    return c.body(bookingIcs(booking, booking.status === "cancelled" ? "CANCEL" : "PUBLISH"), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="call.ics"',
    });
  });

  app.post("/manage/cancel", async (c) => {
    const found = await opened(c);
    if (found instanceof Response) return found;
    const { booking } = found;
    if (booking.status !== "booked" && booking.status !== "pending")
      return c.json({ ok: true, booking: view(booking) });
    // A request held no time: withdrawn, it is released, and no calendar ever heard of it.
    const status = booking.status === "booked" ? "cancelled" : "released";
    await setStatus(db, booking.id, status, now());
    if (booking.status === "booked") await mail(booking.id, "cancel");
    return c.json({ ok: true, booking: view({ ...booking, status }) });
  });

  app.post("/manage/move", async (c) => {
    const found = await opened(c);
    if (found instanceof Response) return found;
    const { booking, data } = found;
    if (booking.status !== "booked" && booking.status !== "pending")
      return refuse(c, { status: 409, error: "Only a booked call can be moved." });
    const slot = await chosenStart(data.get("start"), formLanguage(data));
    if (!slot.ok)
      return refuse(c, { status: 400, error: "Some details need checking.", errors: { start: slot.error } });
    if ((await moveBooking(db, booking.id, slot.slot, now())) === "taken")
      return c.json({ ok: false, error: "taken", slots: await fresh() }, 409);
    if (booking.status === "booked") await mail(booking.id, "invite");
    const moved = { ...booking, startsAt: slot.slot.start.toISOString(), endsAt: slot.slot.end.toISOString() };
    return c.json({ ok: true, booking: view(moved) });
  });

  // Consent withdrawn as easily as it was given: this booking and the details given with it are erased at once
  // (a booked call leaves the staff's calendar feeds with it). Other leads from the address need its mailbox's
  // withdraw link, as the manage link may be the booker's and not the address's owner's.
  app.post("/manage/withdraw", async (c) => {
    const found = await opened(c);
    if (found instanceof Response) return found;
    await eraseLead(db, found.booking.leadId);
    return c.json({ ok: true });
  });

  // Another confirmation e-mail: the same one-a-day rule as the first, so this cannot be used to write to anyone.
  app.post("/manage/resend", async (c) => {
    const found = await opened(c);
    if (found instanceof Response) return found;
    const { booking } = found;
    if (!deps.outbox || booking.status !== "pending" || booking.emailConfirmedAt)
      return refuse(c, { status: 409, error: "Nothing to confirm by e-mail." });
    if (!(await reserveConfirmation(db, booking.email, now()))) {
      const next = await nextConfirmationAt(db, booking.email, now());
      return c.json({ ok: false, error: "sentToday", nextAt: next?.toISOString() ?? null }, 429);
    }
    await enqueueMail(db, booking.id, "confirm", now());
    deps.outbox.kick();
    return c.json({ ok: true, booking: view(booking) });
  });

  // The mailbox link's page posts here when its visitor presses the button (mail scanners only open links).
  app.post("/confirm", async (c) => {
    const found = await opened(c, bookingByConfirmToken);
    if (found instanceof Response) return found;
    const { booking } = found;
    const outcome = await confirmFromMailbox(db, booking, now());
    if (outcome === "booked") await mail(booking.id, "invite");
    // Now the agency hears of it: a call to make, or a request for staff to confirm.
    if ((outcome === "booked" || outcome === "needsStaff") && deps.notifier) {
      const notifier = deps.notifier;
      void deps.underWay.track(
        notifyLead(db, notifier, booking.leadId, now).then((sent) => {
          if (sent === "failed")
            log.warn({ leadId: booking.leadId }, "e-mail not sent; `npm run leads -- notify` retries it");
        }),
      );
    }
    const status = outcome === "booked" ? "booked" : outcome === "taken" ? "released" : booking.status;
    const confirmed =
      outcome === "expired" ? booking.emailConfirmedAt : (booking.emailConfirmedAt ?? now().toISOString());
    const answer = {
      ok: outcome !== "taken" && outcome !== "expired",
      outcome,
      booking: view({ ...booking, status, emailConfirmedAt: confirmed }),
    };
    return c.json(answer, outcome === "taken" ? 409 : outcome === "expired" ? 410 : 200);
  });

  return app;
}
