import { simpleParser, type ParsedMail } from "mailparser";
import ical, { type CalendarResponse, type VEvent } from "node-ical";
import { SMTPServer } from "smtp-server";
import { expect, type Page } from "@playwright/test";
import { DEFAULT_SETTINGS } from "@/receiver/booking/settings";

// Booking a call in the browser, and what the tests read back: the calendar files (parsed by node-ical) and the
// e-mails a real SMTP server on loopback received (parsed by mailparser).

/** The events of an iCalendar text, and its METHOD. */
export function parseCalendar(text: string): { method?: string; events: VEvent[] } {
  const parsed: CalendarResponse = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((entry): entry is VEvent => (entry as VEvent)?.type === "VEVENT");
  return { method: (parsed.vcalendar as { method?: string } | undefined)?.method, events };
}

/** An SMTP server on loopback that keeps every message it receives, parsed. */
export async function loopbackSmtp(port: number) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => (received.push(mail), callback()),
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A received message's calendar part: its method (from the part's Content-Type) and its parsed text. */
export function calendarPart(mail: ParsedMail): { method: string; text: string } | undefined {
  const part = mail.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) return undefined;
  const header = part.headers.get("content-type") as { params?: Record<string, string> } | undefined;
  return { method: header?.params?.method ?? "", text: part.content.toString("utf8") };
}

/** Choose the first free time on the booking page; its ISO start. */
/** The booking form's free times, one radio button each (its value the slot's ISO start). */
export const offeredTimes = (page: Page) => page.getByRole("group", { name: /^Choose a time/ }).getByRole("radio");

/**
 * Checks the first offered time that stays offered while the test runs, and returns its ISO start. The very
 * first can sit at the edge of the minimum notice and stop being offered between listing and booking, which
 * the receiver rightly refuses; a time at least ten minutes clear of that edge cannot.
 */
export async function chooseFirstTime(page: Page): Promise<string> {
  const times = offeredTimes(page);
  await expect(times.first()).toBeVisible();
  const starts = await times.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const clear = Date.now() + (DEFAULT_SETTINGS.noticeMinutes + 10) * 60_000;
  const index = starts.findIndex((start) => Date.parse(start) >= clear);
  expect(index, "an offered time clear of the notice's edge").toBeGreaterThanOrEqual(0);
  await times.nth(index).check();
  return starts[index]!;
}

export async function fillBooking(page: Page, email = "priya@example.com") {
  await page.getByRole("textbox", { name: /^Name/ }).fill("Priya Sharma");
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+91 98480 12345");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("combobox", { name: /^Topic/ }).selectOption({ index: 1 });
}

/** The link in a confirmation e-mail (the site's confirm page, its token after "#"). */
export function confirmationLink(mail: ParsedMail): string {
  const link = /(https?:\/\/\S+\/book\/confirm#[\w-]{32})/.exec(mail.text ?? "")?.[1];
  expect(link, "a confirmation link in the e-mail").toBeTruthy();
  return link!;
}

/** The addresses a message went to (To and Cc), lower-cased. */
export function recipients(mail: ParsedMail): string[] {
  const fields = [mail.to, mail.cc].flat().filter((field) => field !== undefined);
  return fields.flatMap((field) => field.value.map((address) => (address.address ?? "").toLowerCase()));
}
