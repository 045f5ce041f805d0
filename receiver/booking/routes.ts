import { Hono } from "hono";
import { BOOKING_API } from "@/lib/booking/times";
import { intake } from "../intake/pipeline";
import { feedIsLive } from "./feeds";
import { bookingsFeed } from "./ics";
import type { BookingDeps } from "./deps";
import { bookingIntake } from "./intake";
import { manageRoutes } from "./manageRoutes";
import { offeredSlots } from "./offered";
import { postGuard, refuse } from "./requests";
import { slotsEndpoint } from "./slotsEndpoint";
import { bookingsBetween } from "./store";

/** Where the booking API answers: under the lead inbox's prefix, which every host already sends to the receiver. */
export const BOOKING_PREFIX = BOOKING_API;

const HOUR = 60 * 60_000;

/**
 * The visitor's side of booking a call, as JSON for the booking page's script: the free slots and a booking
 * request (a lead and its wished time, stored together). The manage and confirm routes take their token in the
 * body, never in the address (./manageRoutes.ts). A staff member's feed is the one token in an address: calendar
 * apps need a plain URL; the logs redact it.
 */
export function bookingRoutes(deps: BookingDeps): Hono {
  const { db, now } = deps;
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

  // A booking request is one more kind of lead: the receiver's intake, with the booking's checks and answers.
  app.post("/", intake(deps, bookingIntake(deps, chosenStart)));

  app.route("/", manageRoutes(deps));
  return app;
}
