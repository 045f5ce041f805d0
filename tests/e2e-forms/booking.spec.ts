import { readFileSync } from "node:fs";
import { site } from "@/lib/content/site";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../e2e/support/axe";
import {
  calendarPart,
  chooseFirstTime,
  confirmationLink,
  fillBooking,
  offeredTimes,
  parseCalendar,
  recipients,
} from "./booking-support";
import { mailingSite } from "./mailing-site";
import { collectCspViolations, port } from "./support";

// Booking a call as a visitor does, on the site and receiver `npm start` runs, with a real SMTP server on
// loopback receiving the agency's e-mails and the calendar invitations (iMIP).
const sitePort = port + 90;
const origin = `http://127.0.0.1:${sitePort}`;
// On the embedded file, and (project "forms: libSQL server") on a libSQL server. Each test posts several times
// from one address (book, confirm, manage); the limit is tested on its own.
const served = mailingSite({
  sitePort,
  smtpPort: port + 91,
  origin,
  env: { LEADS_RATE_LIMIT: "200/600" },
  onProjectDatabase: true,
});

test.use({ baseURL: origin });
test.beforeEach(async () => {
  await served.db.execute("DELETE FROM mail_outbox");
  await served.db.execute("DELETE FROM confirmation_sends");
  await served.db.execute("DELETE FROM bookings");
  await served.db.execute("DELETE FROM lead_origins");
  await served.db.execute("DELETE FROM leads");
  served.smtp.received.length = 0;
});

const offered = async (request: APIRequestContext) => {
  const answer = await request.get("/api/leads/bookings/slots");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { slots: string[] }).slots;
};

/** Book on /book as `email`; the chosen start and the manage link's token. */
async function requestCall(page: Page, email: string, note?: string) {
  await page.goto("/book");
  const start = await chooseFirstTime(page);
  await fillBooking(page, email);
  if (note) await page.getByRole("textbox", { name: /^Note/ }).fill(note);
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your call from your e-mail" })).toBeVisible();
  const manage = await page.getByRole("link", { name: "Cancel or move this call" }).getAttribute("href");
  return { start, token: manage!.split("#")[1]! };
}

/** Open the e-mail's link and press the button, as the mailbox's owner does. */
async function confirmFromMail(page: Page, email: string) {
  const [mail] = await served.mailFor(email);
  const link = confirmationLink(mail!);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my call" }).click();
  return link.split("#")[1]!;
}

test("a visitor asks for a time, confirms it from their mailbox, gets the invitation and cancels; no token in the log", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await page.goto("/contact");
  await page.getByRole("link", { name: "Book a call" }).click();
  await expect(page.getByRole("heading", { name: "Book a call with our team" })).toBeVisible();
  const start = await chooseFirstTime(page);
  await fillBooking(page);
  await page.getByRole("textbox", { name: /^Note/ }).fill("Call me about http://note.example first");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Book this call" }).click();

  // A request: who confirms it, how long it is kept, and the time still open to others until then.
  await expect(page.getByRole("heading", { name: "Confirm your call from your e-mail" })).toBeVisible();
  await expect(page.getByText(/We keep your request for 24 hours/)).toBeVisible();
  await expectNoAxeViolations(page);
  const manageToken = (await page.getByRole("link", { name: "Cancel or move this call" }).getAttribute("href"))!.split(
    "#",
  )[1]!;
  const stored = await served.db.execute(
    "SELECT l.name, o.landing_page, b.status FROM bookings b JOIN leads l ON l.id = b.lead_id LEFT JOIN lead_origins o ON o.lead_id = l.id",
  );
  expect(stored.rows).toEqual([
    expect.objectContaining({ name: "Priya Sharma", landing_page: "/contact", status: "pending" }),
  ]);
  expect(await offered(page.request)).toContain(start);

  // The confirmation: to her address alone, in the agency's words; nothing she typed, no calendar, no inbox of ours.
  const [request] = await served.mailFor("priya@example.com");
  expect(recipients(request!)).toEqual(["priya@example.com"]);
  // From the agency's public address: no header of a visitor's e-mail names its internal inbox.
  expect(request!.from?.value.map((sender) => sender.address)).toEqual([site.email]);
  expect([...request!.headers.values()].map((value) => JSON.stringify(value)).join()).not.toContain("team@agency");
  expect(request!.subject).toBe("Confirm your call with Deccan Digital");
  for (const typed of ["Priya", "note.example", "98480"]) expect(request!.text).not.toContain(typed);
  expect(request!.attachments).toEqual([]);
  expect(served.smtp.received).toHaveLength(1);

  // Asking again the same day: one such e-mail a day goes to an address.
  await page.getByRole("button", { name: "Send the e-mail again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We send one confirmation e-mail a day" })).toBeVisible();

  const confirmToken = await confirmFromMail(page, "priya@example.com");
  await expect(page.getByText("Your call is booked. We will call you at the time below.")).toBeVisible();
  await expectNoAxeViolations(page);
  const india = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  await expect(page.getByText(india.format(new Date(start)), { exact: false }).first()).toBeVisible();
  expect((await served.db.execute("SELECT status FROM bookings")).rows[0]!.status).toBe("booked");
  expect(await offered(page.request)).not.toContain(start);

  // Now the agency hears of it, and she gets the invitation (iMIP), hers to accept.
  await served.mailFor("team@agency.example");
  const [, invitation] = await served.mailFor("priya@example.com", 2);
  expect(recipients(invitation!)).toEqual(["priya@example.com"]);
  expect(calendarPart(invitation!)?.method).toBe("REQUEST");
  const invited = parseCalendar(calendarPart(invitation!)!.text).events[0]!;
  expect(JSON.stringify(invited.attendee)).toContain("NEEDS-ACTION");

  // The calendar file, downloaded by a form post (the token never in an address).
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to calendar (.ics)" }).click();
  const { events } = parseCalendar(readFileSync(await (await download).path(), "utf8"));
  expect(events.map((event) => [event.uid, event.start.toISOString()])).toEqual([[invited.uid, start]]);
  expect(JSON.stringify(events[0]!.attendee)).toContain("priya@example.com");

  // The manage link: booked, then cancelled; the time is free again and a CANCEL follows.
  await page.getByRole("link", { name: "Cancel or move this call" }).click();
  await expect(page.getByRole("heading", { name: "Your booked call" })).toBeVisible();
  await expect(page.getByText("Booked", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel this call" }).click();
  await expect(page.getByText("Your call is cancelled. The time is free for someone else.")).toBeVisible();
  expect(await offered(page.request)).toContain(start);
  const [, , cancel] = await served.mailFor("priya@example.com", 3);
  expect(calendarPart(cancel!)?.method).toBe("CANCEL");
  expect(parseCalendar(calendarPart(cancel!)!.text).events[0]!.uid).toBe(invited.uid);

  // Every request of the cycle is in the server's log; neither token is.
  expect(served.server.log).toContain('"route":"/api/leads/bookings/manage/cancel"');
  for (const token of [manageToken, confirmToken]) expect(served.server.log).not.toContain(token);
  expect(violations).toEqual([]);
});

test("a visitor moves their confirmed call to another free time from the link", async ({ page }) => {
  const { start } = await requestCall(page, "move@example.com");
  await confirmFromMail(page, "move@example.com");
  await expect(page.getByText("Your call is booked. We will call you at the time below.")).toBeVisible();
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
      served.smtp.received
        .map((mail) => calendarPart(mail))
        .filter((part) => part?.method === "REQUEST")
        .map((part) => parseCalendar(part!.text).events[0]!)
        .map((event) => `${event.start.toISOString()} ${event.sequence}`),
    )
    .toEqual([`${start} 1`, `${next} 2`]);
});

test("two visitors ask for one time: both are kept as requests, the first to confirm gets it", async ({ page }) => {
  const { start } = await requestCall(page, "second@example.com");
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
  // The other visitor confirms first, from their own mailbox.
  const [first] = await served.mailFor("first@example.com");
  const body = new FormData();
  body.set("token", confirmationLink(first!).split("#")[1]!);
  const confirmed = await fetch(`${origin}/api/leads/bookings/confirm`, { method: "POST", body });
  expect(((await confirmed.json()) as { outcome: string }).outcome).toBe("booked");

  await confirmFromMail(page, "second@example.com");
  await expect(page.getByText("Someone confirmed that time first. Please book another time.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book another call" })).toHaveAttribute("href", "/book");
  const statuses = await served.db.execute(
    "SELECT l.email, b.status FROM bookings b JOIN leads l ON l.id = b.lead_id ORDER BY l.email",
  );
  expect(statuses.rows.map((row) => [row.email, row.status])).toEqual([
    ["first@example.com", "booked"],
    ["second@example.com", "released"],
  ]);
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
  expect((await served.db.execute("SELECT count(*) AS n FROM leads")).rows[0]!.n).toBe(0);
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
