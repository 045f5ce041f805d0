import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { bookingUid } from "@/receiver/booking/ics";
import { indiaDay } from "@/receiver/calendar";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { calendarPart, confirmationLink, parseCalendar, recipients } from "./booking-support";
import { mailingSite } from "./mailing-site";
import { collectCspViolations, port, virtualAuthenticator } from "./support";

// The agency's side of booked calls, as `npm start` serves the desk: the calls today and this week, each a
// lead with where it came from; done, no-show and cancel (the visitor gets the cancellation); availability and
// blocked days, which the booking page then follows; and each staff member's private, revocable calendar feed.
const deskPort = port + 92;
const origin = `http://localhost:${deskPort}`;
const served = mailingSite({ sitePort: deskPort, smtpPort: port + 93, origin });

test.use({ baseURL: origin });

async function enrol(page: Page, email: string, name: string) {
  const printed = execFileSync(process.execPath, ["dist/leads.mjs", "staff", "add", email, name], {
    env: { ...process.env, LEADS_DATABASE_URL: served.url, LEADS_DESK_ORIGIN: origin },
    encoding: "utf8",
  });
  const link = /(http:\S+\/desk\/enrol\/\S+)/.exec(printed)![1]!;
  await virtualAuthenticator(page);
  await page.goto(link);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

async function slots(): Promise<string[]> {
  return ((await (await fetch(`${origin}/api/leads/bookings/slots`)).json()) as { slots: string[] }).slots;
}

/** A booking request as the booking page sends it, from a visit that landed on /services; its answer's status. */
async function book(name: string, start: string, expected = 201) {
  const form = new FormData();
  const fields = { name, phone: "+91 98480 12345", email: `${name.split(" ")[0]!.toLowerCase()}@example.com` };
  for (const [key, value] of Object.entries({ ...fields, noticeVersion: "1", start, originLanding: "/services" }))
    form.set(key, value);
  const answer = await fetch(`${origin}/api/leads/bookings`, { method: "POST", body: form });
  expect(answer.status).toBe(expected);
}

/** The visitor at `email` confirms from the link in their mailbox. */
async function confirmFromMailbox(email: string) {
  await expect.poll(() => served.smtp.received.filter((mail) => recipients(mail).includes(email)).length).toBe(1);
  const body = new FormData();
  body.set(
    "token",
    confirmationLink(served.smtp.received.find((mail) => recipients(mail).includes(email))!).split("#")[1]!,
  );
  const answer = await fetch(`${origin}/api/leads/bookings/confirm`, { method: "POST", body });
  expect(((await answer.json()) as { outcome: string }).outcome).toBe("booked");
}

test("staff confirm a request, block a flooding sender, mark a call done, cancel another (the visitor is told), and follow them in a feed", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const [first, second, third] = await slots();
  await book("Priya Sharma", first!);
  await book("Arjun Rao", second!);
  await book("Eve Spammer", third!);
  // Arjun confirms from his own mailbox; Priya's request waits for staff, who phone her first.
  await confirmFromMailbox("arjun@example.com");

  await enrol(page, "asha@example.com", "Asha Rao");
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Calls" }).click();
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  const requests = page.getByRole("table", { name: "Waiting for confirmation" });
  await expect(requests.getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await requests
    .getByRole("row")
    .filter({ hasText: "Eve Spammer" })
    .getByRole("button", { name: "Block sender" })
    .click();
  await expect(requests.getByRole("row").filter({ hasText: "Eve Spammer" })).toHaveCount(0);
  await book("Eve Spammer", third!, 403);
  await page.getByRole("button", { name: "Confirm the call with Priya Sharma" }).click();
  await expect(page.getByText("No requests waiting.")).toBeVisible();
  const priya = page.getByRole("row").filter({ hasText: "Priya Sharma" });
  const arjun = page.getByRole("row").filter({ hasText: "Arjun Rao" });
  await expect(priya).toContainText("/services");
  await expect(priya).toContainText("Booked");
  await expect(arjun).toContainText("Booked");
  // Priya's address was never confirmed by its owner: the agency sends her no invitation.
  expect(served.smtp.received.filter((mail) => recipients(mail).includes("priya@example.com"))).toHaveLength(1);

  await priya.getByRole("button", { name: "Mark done" }).click();
  await expect(priya).toContainText("Done");
  await arjun.getByRole("button", { name: "Cancel (tells Arjun Rao)" }).click();
  await expect(arjun).toContainText("Cancelled");
  // Cancelled from the desk: Arjun's time is free again, and he gets the calendar's cancellation.
  expect(await slots()).toContain(second);
  await expect
    .poll(() =>
      served.smtp.received
        .filter((mail) => calendarPart(mail)?.method === "CANCEL")
        .map((mail) => JSON.stringify(mail.to)),
    )
    .toEqual([expect.stringContaining("arjun@example.com")]);

  // Each booking is a lead in the inbox, with where the visit came from.
  await priya.getByRole("link", { name: "Priya Sharma" }).click();
  await expect(page.getByText("/services").first()).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Booked call" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "(Done)" })).toBeVisible();

  // The private feed, parsed: both calls, Arjun's cancelled; revoked, it answers nothing.
  await page.goto("/desk/calls");
  await page.getByRole("button", { name: "Make my feed address" }).click();
  const feedUrl = await page.getByRole("textbox", { name: "Feed address" }).inputValue();
  const feed = await fetch(feedUrl);
  expect(feed.headers.get("content-type")).toContain("text/calendar");
  const { events } = parseCalendar(await feed.text());
  const ids = (
    await served.db.execute(
      "SELECT b.uid, l.name FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.status <> 'released'",
    )
  ).rows;
  const uidOf = (name: string) => bookingUid(ids.find((row) => row.name === name) as unknown as { uid: string });
  expect(events.map((event) => event.uid).sort()).toEqual([uidOf("Priya Sharma"), uidOf("Arjun Rao")].sort());
  expect(events.find((event) => event.uid === uidOf("Arjun Rao"))!.status).toBe("CANCELLED");
  await page.getByRole("button", { name: "Revoke my feed" }).click();
  expect((await fetch(feedUrl)).status).toBe(404);
  // The feed's address is a plain URL for calendar apps: its token is kept out of the log all the same.
  expect(served.server.log).toContain('"route":"/api/leads/bookings/feed/:token"');
  expect(served.server.log).not.toContain(new URL(feedUrl).pathname.split("/").pop()!);
  expect(violations).toEqual([]);
});

test("availability set in the desk: a blocked day, a longer notice and a buffer are what the booking page offers", async ({
  page,
}) => {
  await served.db.execute("DELETE FROM mail_outbox");
  await served.db.execute("DELETE FROM bookings");
  // The first test blocked a sender on this loopback network, whose calls would now wait for staff.
  await served.db.execute("DELETE FROM booking_blocked_senders");
  served.smtp.received.length = 0;
  const before = await slots();
  const firstDay = indiaDay(new Date(before[0]!));
  await enrol(page, "ravi@example.com", "Ravi Kumar");
  await page.goto("/desk/calls/availability");
  await expectNoAxeViolations(page);
  await page.getByLabel("Day", { exact: true }).fill(firstDay);
  await page.getByLabel("Reason").fill("Diwali");
  await page.getByRole("button", { name: "Block this day" }).click();
  await expect(page.getByText(`${firstDay} (Diwali)`)).toBeVisible();
  const afterBlock = await slots();
  expect(afterBlock.length).toBeGreaterThan(0);
  for (const slot of afterBlock) expect(indiaDay(new Date(slot))).not.toBe(firstDay);

  await page.getByLabel("Free time after each call (minutes)").fill("30");
  await page.getByLabel("Minimum notice (minutes)").fill(String(3 * 24 * 60));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Free time after each call (minutes)")).toHaveValue("30");
  const offered = (await slots()).map((slot) => Date.parse(slot));
  expect(offered[0]).toBeGreaterThanOrEqual(Date.now() + 3 * 24 * 60 * 60_000 - 60_000);
  // A 30-minute call and 30 minutes free after it: starts an hour apart within a day (a day's last start is
  // followed by the next open day's first).
  const gapsWithinADay = offered
    .slice(1)
    .flatMap((start, i) =>
      indiaDay(new Date(start)) === indiaDay(new Date(offered[i]!)) ? [start - offered[i]!] : [],
    );
  expect(gapsWithinADay.length).toBeGreaterThan(0);
  expect(new Set(gapsWithinADay)).toEqual(new Set([60 * 60_000]));

  // A confirmed booking then keeps the buffer after it free: the start 30 minutes after it is not offered.
  await book("Meena Iyer", new Date(offered[0]!).toISOString());
  await confirmFromMailbox("meena@example.com");
  const next = await slots();
  expect(next).not.toContain(new Date(offered[0]!).toISOString());
  expect(next[0]).toBe(new Date(offered[1]!).toISOString());
});
