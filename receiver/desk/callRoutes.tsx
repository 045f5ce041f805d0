/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { indiaDay } from "../calendar";
import type { DeskContext, DeskDeps, DeskEnv } from "./context";
import { deskRequest } from "./context";
import { deskKit, MessagePage, positiveInt } from "./kit";
import { AvailabilityPage, CallsPage } from "./pages/calls";
import { hasFeed, makeFeed, revokeFeed } from "../booking/feeds";
import { enqueueMail, failedMails, retryMail } from "../mail/outbox";
import { blockSender, releaseLapsed } from "../booking/confirmation";
import { readAvailability } from "../booking/availabilityForm";
import { BOOKING_API } from "@/lib/booking/times";
import { blockDay, blockedDays, readSettings, saveSettings, unblockDay } from "../booking/settings";
import { addDays, startOfIndiaDay } from "../booking/slots";
import { bookingById, bookingsBetween, pendingRequests, setStatus, type BookingStatus } from "../booking/store";

const STAFF_STATUSES = new Set<string>(["done", "no_show", "cancelled"]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /desk/calls and its actions, behind the desk's sign-in. A call cancelled here is cancelled for the visitor too. */
export function callRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const { now, record } = deskKit(deps);
  const app = new Hono<DeskEnv>();

  async function callsPage(staffId: number, newFeedUrl?: string) {
    const today = indiaDay(now());
    await releaseLapsed(db, now());
    const [calls, feed, requests, failed] = await Promise.all([
      bookingsBetween(db, startOfIndiaDay(today), startOfIndiaDay(addDays(today, 7))),
      hasFeed(db, staffId),
      pendingRequests(db),
      failedMails(db),
    ]);
    const tomorrow = startOfIndiaDay(addDays(today, 1)).toISOString();
    // Requests are listed on their own; the days list what holds its time, and what was cancelled.
    const held = calls.filter((call) => call.status !== "pending" && call.status !== "released");
    return {
      requests,
      failedMails: failed,
      today: held.filter((call) => call.startsAt < tomorrow),
      week: held.filter((call) => call.startsAt >= tomorrow),
      hasFeed: feed,
      newFeedUrl,
    };
  }

  app.get("/", async (c) => c.html(<CallsPage staff={c.var.staff} {...await callsPage(c.var.staff.id)} />));

  app.post("/:id/status", async (c) => {
    const id = positiveInt(c.req.param("id"));
    const to = String((await c.req.parseBody()).to ?? "");
    const call = id ? await bookingById(db, id) : undefined;
    if (!call || !STAFF_STATUSES.has(to) || call.status !== "booked")
      return c.html(
        <MessagePage
          staff={c.var.staff}
          title="Not changed"
          text="That call is no longer booked."
          back="/desk/calls"
        />,
        409,
      );
    await setStatus(db, call.id, to as BookingStatus, now());
    await record(c, "status", call.leadId);
    // The visitor's cancellation goes through the outbox: the desk never waits on the mail server.
    if (to === "cancelled") await mailVisitor(call.id, "cancel");
    return c.redirect("/desk/calls", 303);
  });

  const mailVisitor = async (bookingId: number, kind: "invite" | "cancel") => {
    if (!deps.outbox) return;
    await enqueueMail(db, bookingId, kind, now());
    deps.outbox.kick();
  };

  const notChanged = (c: DeskContext, text: string) =>
    c.html(<MessagePage staff={c.var.staff} title="Not changed" text={text} back="/desk/calls" />, 409);

  // A request: confirmed by staff (the first confirmation of a time wins), released, or its sender blocked.
  app.post("/:id/request", async (c) => {
    const id = positiveInt(c.req.param("id"));
    const action = String((await c.req.parseBody()).do ?? "");
    const call = id ? await bookingById(db, id) : undefined;
    if (!call || call.status !== "pending") return notChanged(c, "That request is no longer waiting.");
    if (action === "confirm") {
      if ((await setStatus(db, call.id, "booked", now(), "staff")) === "taken")
        return notChanged(c, "Another call was confirmed at that time first. Call the visitor to find another time.");
      await mailVisitor(call.id, "invite");
    } else if (action === "release") await setStatus(db, call.id, "released", now());
    else if (action === "block") await blockSender(db, call, now());
    else return notChanged(c, "Choose confirm, release or block.");
    await record(c, "status", call.leadId);
    return c.redirect("/desk/calls", 303);
  });

  app.post("/mail/:id/retry", async (c) => {
    const id = positiveInt(c.req.param("id"));
    if (id) await retryMail(db, id, now());
    deps.outbox?.kick();
    return c.redirect("/desk/calls", 303);
  });

  app.post("/feed", async (c) => {
    const token = await makeFeed(db, c.var.staff.id, now());
    const url = `${deskRequest(deps, c).origin}${BOOKING_API}/feed/${token}`;
    return c.html(<CallsPage staff={c.var.staff} {...await callsPage(c.var.staff.id, url)} />);
  });

  app.post("/feed/revoke", async (c) => {
    await revokeFeed(db, c.var.staff.id);
    return c.redirect("/desk/calls", 303);
  });

  const availability = async (staff: DeskEnv["Variables"]["staff"], error?: string) => (
    <AvailabilityPage
      staff={staff}
      settings={await readSettings(db)}
      blocked={await blockedDays(db, indiaDay(now()))}
      error={error}
    />
  );

  app.get("/availability", async (c) => c.html(await availability(c.var.staff)));

  app.post("/availability", async (c) => {
    const read = readAvailability(await c.req.parseBody());
    if (!read.ok) return c.html(await availability(c.var.staff, read.error), 400);
    await saveSettings(db, read.settings, now());
    return c.redirect("/desk/calls/availability", 303);
  });

  app.post("/blocked", async (c) => {
    const body = await c.req.parseBody();
    const day = String(body.day ?? "");
    if (!DAY.test(day) || Number.isNaN(Date.parse(day)))
      return c.html(await availability(c.var.staff, "Choose a day to block."), 400);
    await blockDay(db, day, String(body.reason ?? "").slice(0, 100));
    return c.redirect("/desk/calls/availability", 303);
  });

  app.post("/blocked/remove", async (c) => {
    await unblockDay(db, String((await c.req.parseBody()).day ?? ""));
    return c.redirect("/desk/calls/availability", 303);
  });

  return app;
}
