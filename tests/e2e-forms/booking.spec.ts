import type { Client } from "@libsql/client";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { bookingUid } from "@/receiver/booking/ics";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { SiteServer } from "./site-server";
import {
  calendarPart,
  chooseFirstTime,
  fillBooking,
  loopbackSmtp,
  offeredTimes,
  parseCalendar,
} from "./booking-support";
import { collectCspViolations, databaseOf, port, temporaryDatabase } from "./support";

// Booking a call as a visitor does, on the site and receiver `npm start` runs, with a real SMTP server on
// loopback receiving the agency's e-mails and the calendar invitations (iMIP).
const sitePort = port + 90;
const smtpPort = port + 91;
const origin = `http://127.0.0.1:${sitePort}`;
let server: SiteServer;
let db: Client;
let remove: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof loopbackSmtp>>;

test.use({ baseURL: origin });
test.beforeAll(async ({}, testInfo) => {
  let url: string;
  // On the embedded file, and (project "forms: libSQL server") on a libSQL server.
  ({ db, url, remove } = await temporaryDatabase(databaseOf(testInfo.project.metadata)));
  smtp = await loopbackSmtp(smtpPort);
  server = new SiteServer(sitePort, url, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_NOTIFY_TO: "team@agency.example",
  });
  await server.start();
});
test.beforeEach(async () => {
  await db.execute("DELETE FROM bookings");
  await db.execute("DELETE FROM lead_origins");
  await db.execute("DELETE FROM leads");
  smtp.received.length = 0;
});
test.afterAll(async () => {
  await server.stop();
  await smtp.close();
  await remove();
});

const offered = async (request: APIRequestContext) => {
  const answer = await request.get("/api/leads/bookings/slots");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { slots: string[] }).slots;
};

test("a visitor books the first free time from /contact, gets the calendar file and invitation, and cancels from the link", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await page.goto("/contact");
  await page.getByRole("link", { name: "Book a call" }).click();
  await expect(page.getByRole("heading", { name: "Book a call with our team" })).toBeVisible();
  const start = await chooseFirstTime(page);
  await fillBooking(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book this call" }).click();

  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
  await expectNoAxeViolations(page);
  const india = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  await expect(page.getByText(india.format(new Date(start)), { exact: false }).first()).toBeVisible();

  // Stored: one lead with where it came from, and its booking at the chosen time.
  const rows = await db.execute(
    "SELECT l.name, l.email, l.service, o.landing_page, b.id, b.starts_at, b.status FROM bookings b JOIN leads l ON l.id = b.lead_id LEFT JOIN lead_origins o ON o.lead_id = l.id",
  );
  expect(rows.rows).toHaveLength(1);
  const row = rows.rows[0]!;
  expect(row.name).toBe("Priya Sharma");
  expect(row.starts_at).toBe(start);
  expect(row.status).toBe("booked");
  expect(String(row.service)).not.toBe("");
  expect(row.landing_page).toBe("/contact");

  // The calendar file, parsed: this call, with the agency as organizer and the visitor as attendee.
  const icsHref = await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href");
  const icsAnswer = await page.request.get(icsHref!);
  expect(icsAnswer.headers()["content-type"]).toContain("text/calendar");
  const { events } = parseCalendar(await icsAnswer.text());
  expect(events).toHaveLength(1);
  const event = events[0]!;
  expect(event.uid).toBe(bookingUid({ id: Number(row.id) }));
  expect(event.start.toISOString()).toBe(start);
  expect(event.end!.getTime() - event.start.getTime()).toBe(30 * 60_000);
  expect(event.dtstamp).toBeTruthy();
  expect(JSON.stringify(event.organizer)).toContain("mailto:");
  expect(JSON.stringify(event.attendee)).toContain("priya@example.com");

  // The time is no longer offered, on the page or by the receiver.
  expect(await offered(page.request)).not.toContain(start);

  // The agency's lead e-mail, and the invitation to the visitor and the agency: a REQUEST calendar part.
  await expect
    .poll(() => smtp.received.map((mail) => calendarPart(mail)?.method ?? "lead"))
    .toEqual(expect.arrayContaining(["lead", "REQUEST"]));
  const invitation = smtp.received.find((mail) => calendarPart(mail)?.method === "REQUEST")!;
  expect(JSON.stringify(invitation.to)).toContain("priya@example.com");
  expect(parseCalendar(calendarPart(invitation)!.text).events[0]!.uid).toBe(event.uid);

  // The manage link: the booking as booked, then cancelled; the time is free again and a CANCEL is sent.
  await page.getByRole("link", { name: "Cancel or move this call" }).click();
  await expect(page.getByRole("heading", { name: "Your booked call" })).toBeVisible();
  await expect(page.getByText("Booked", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel this call" }).click();
  await expect(page.getByText("Your call is cancelled. The time is free for someone else.")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  expect(await offered(page.request)).toContain(start);
  await expect.poll(() => smtp.received.map((mail) => calendarPart(mail)?.method)).toContain("CANCEL");
  const cancel = smtp.received.find((mail) => calendarPart(mail)?.method === "CANCEL")!;
  const cancelled = parseCalendar(calendarPart(cancel)!.text);
  expect(cancelled.events[0]!.uid).toBe(event.uid);
  expect(cancelled.events[0]!.status).toBe("CANCELLED");
  expect(violations).toEqual([]);
});

test("a visitor moves their call to another free time from the link", async ({ page }) => {
  await page.goto("/book");
  const start = await chooseFirstTime(page);
  await fillBooking(page, "move@example.com");
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("heading", { name: "Your call is booked" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel or move this call" }).click();
  await page.getByRole("button", { name: "Move to another time" }).click();
  const later = offeredTimes(page).nth(1);
  const next = await later.inputValue();
  await later.check();
  await page.getByRole("button", { name: "Move the call to this time" }).click();
  await expect(page.getByText("Your call is moved.")).toBeVisible();
  const slots = await offered(page.request);
  expect(slots).toContain(start);
  expect(slots).not.toContain(next);
  // The calendar apps hear of the move: a REQUEST for the same event at the new time, one sequence later.
  await expect
    .poll(() =>
      smtp.received
        .map((mail) => calendarPart(mail))
        .filter((part) => part?.method === "REQUEST")
        .map((part) => parseCalendar(part!.text).events[0]!)
        .map((event) => `${event.start.toISOString()} ${event.sequence}`),
    )
    .toEqual([`${start} 0`, `${next} 1`]);
  expect((await db.execute("SELECT starts_at, sequence FROM bookings")).rows[0]).toMatchObject({
    starts_at: next,
    sequence: 1,
  });
});

test("the visitor who loses the race hears the time was just taken and gets fresh times", async ({ page }) => {
  await page.goto("/book");
  const start = await chooseFirstTime(page);
  await fillBooking(page, "second@example.com");
  // Someone else books the same time first.
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "First",
    phone: "+91 90000 11111",
    email: "first@example.com",
    noticeVersion: "1",
    start,
  }))
    form.set(name, value);
  expect((await fetch(`${origin}/api/leads/bookings`, { method: "POST", body: form })).status).toBe(201);

  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That time was just taken" })).toBeVisible();
  const times = offeredTimes(page);
  const freshTimesWithoutIt = async () => {
    const starts = await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    return starts.length > 0 && !starts.includes(start);
  };
  await expect.poll(freshTimesWithoutIt, { message: "fresh times, without the one just taken" }).toBe(true);
  expect((await db.execute("SELECT count(*) AS n FROM leads")).rows[0]!.n).toBe(1);
});

test.describe("a visitor in London", () => {
  test.use({ timezoneId: "Europe/London" });
  test("sees each time in India time and on their own clock", async ({ page }) => {
    await page.goto("/book");
    const first = offeredTimes(page).first();
    const start = new Date(await first.inputValue());
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat("en-IN", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(start);
    const label = first.locator("xpath=..");
    await expect(label).toContainText(clock("Asia/Kolkata"));
    await expect(label).toContainText(clock("Europe/London"));
    await expect(page.getByRole("group", { name: /^Choose a time/ })).toHaveAccessibleName(
      /India time; below each, your time in Europe\/London/,
    );
  });
});

test("a booking sent without a time or a name says what is missing under each, and stores nothing", async ({
  page,
}) => {
  await page.goto("/book");
  await expect(offeredTimes(page).first()).toBeVisible();
  await page.getByRole("textbox", { name: /^Email/ }).fill("not-an-address");
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByText("Choose one of the times offered")).toBeVisible();
  // Focus goes to the first thing to fix, the times, above the button.
  await expect(offeredTimes(page).first()).toBeFocused();
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveAccessibleDescription("Name is required");
  await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-invalid", "true");
  expect((await db.execute("SELECT count(*) AS n FROM leads")).rows[0]!.n).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the booking page says how else to reach the agency", async ({ page }) => {
    await page.goto("/book");
    // Playwright's text queries skip <noscript> content: its links stand for it. No form that could not send.
    await expect(page.getByRole("button", { name: "Book this call" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "message us on WhatsApp" })).toBeVisible();
    await expect(page.getByRole("link", { name: "send us a message" })).toHaveAttribute(
      "href",
      "/contact#contact-form",
    );
  });
});
