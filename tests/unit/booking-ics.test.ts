// @vitest-environment node
// The calendar files a booked call makes, read back by a real parser (node-ical): a name built to close the
// CN parameter early cannot make the attacker's address the attendee, the visitor's answer is never given for
// them, text values keep their commas, semicolons and lines, and the UID counts nothing.
import ical, { type Attendee, type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { bookingIcs, bookingsFeed, bookingUid, paramText } from "@/receiver/booking/ics";
import type { Booking } from "@/receiver/booking/store";

const HOSTILE_NAME =
  'Eve":MAILTO:attacker@evil.test' +
  Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join("") +
  "\u2028\u202e\u200b\u{e0041}\u{e0042} Rao";

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 7,
  leadId: 41,
  startsAt: "2026-12-01T05:30:00.000Z",
  endsAt: "2026-12-01T06:00:00.000Z",
  status: "booked",
  sequence: 2,
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:05:00.000Z",
  uid: "3f9c2a7e01b64d58a1c0e6f4b2d98a17",
  emailConfirmedAt: "2026-11-25T10:05:00.000Z",
  confirmedBy: "visitor",
  partyKey: "booker@example.com",
  language: "en",
  name: HOSTILE_NAME,
  email: "booker@example.com",
  phone: "+91 98480 12345",
  service: "SEO, local; and maps",
  message: "Line one, with a comma; and a semicolon\nLine two \\ backslash",
  ...over,
});

function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (entry): entry is VEvent => (entry as VEvent)?.type === "VEVENT",
  );
  expect(events).toHaveLength(1);
  return events[0]!;
}

const attendees = (event: VEvent): Attendee[] =>
  event.attendee === undefined ? [] : Array.isArray(event.attendee) ? event.attendee : [event.attendee];

/** The characters no parameter value may carry: quotes, controls, line separators, format characters. */
const FORBIDDEN_IN_PARAM = /["\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{e0000}-\u{e007f}]/u;

describe("a booking's calendar file", () => {
  it.each(["PUBLISH", "REQUEST", "CANCEL"] as const)(
    "%s: a name made to close CN early leaves the booker's own address as the only attendee",
    (method) => {
      const text = bookingIcs(booking(), method);
      const [attendee, ...others] = attendees(onlyEvent(text));
      expect(others).toHaveLength(0);
      if (typeof attendee === "string") throw new Error("the attendee has no parameters");
      expect(attendee!.val.toLowerCase()).toBe("mailto:booker@example.com");
      const name = String(attendee!.params.CN);
      expect(name).not.toMatch(FORBIDDEN_IN_PARAM);
      expect(name).toContain("Eve'");
      expect(name).toContain("Rao");
      // The raw line, unfolded: the CN is one quoted value with no quote inside it.
      const line = text
        .replace(/\r\n /g, "")
        .split("\r\n")
        .find((l) => l.startsWith("ATTENDEE"))!;
      expect(line).toMatch(/;CN="[^"]*":MAILTO:booker@example\.com$/);
    },
  );

  it("leaves the visitor's answer open in an invitation, its cancellation and the download", () => {
    for (const method of ["PUBLISH", "REQUEST", "CANCEL"] as const) {
      const [attendee] = attendees(onlyEvent(bookingIcs(booking(), method)));
      expect(typeof attendee === "string" ? "" : attendee!.params.PARTSTAT).toBe("NEEDS-ACTION");
    }
    const cancel = onlyEvent(bookingIcs(booking({ status: "cancelled", sequence: 3 }), "CANCEL"));
    expect(cancel.status).toBe("CANCELLED");
    expect(String(cancel.sequence)).toBe("3");
    expect(onlyEvent(bookingIcs(booking(), "REQUEST")).status).toBe("CONFIRMED");
  });

  it("the staff feed shows the visitor's confirmation as accepted, and cancelled calls as cancelled", () => {
    const feed = ical.sync.parseICS(
      bookingsFeed([
        booking(),
        booking({ id: 8, uid: "b".repeat(32), status: "cancelled" }),
        booking({ id: 9, uid: "c".repeat(32), status: "pending", emailConfirmedAt: undefined }),
      ]),
    );
    const events = Object.values(feed).filter((entry): entry is VEvent => (entry as VEvent)?.type === "VEVENT");
    const partstat = (event: VEvent) => {
      const [attendee] = attendees(event);
      return typeof attendee === "string" ? "" : attendee!.params.PARTSTAT;
    };
    expect(events.map((event) => [event.status, partstat(event)])).toEqual([
      ["CONFIRMED", "ACCEPTED"],
      ["CANCELLED", "ACCEPTED"],
      ["TENTATIVE", "NEEDS-ACTION"],
    ]);
  });

  it("uses the booking's random uid, never its number", () => {
    const event = onlyEvent(bookingIcs(booking({ id: 123457 }), "REQUEST"));
    expect(event.uid).toBe(`3f9c2a7e01b64d58a1c0e6f4b2d98a17@${site.email.split("@")[1]}`);
    expect(event.uid).toBe(bookingUid(booking()));
    expect(event.uid).not.toContain("123457");
  });

  it("keeps the description's commas, semicolons, backslash and line break, and a summary and location", () => {
    const event = onlyEvent(bookingIcs(booking(), "REQUEST"));
    expect(event.description).toBe(
      "SEO, local; and maps\n\nLine one, with a comma; and a semicolon\nLine two \\ backslash",
    );
    expect(event.location).toBe("Phone call to +91 98480 12345");
    expect(event.summary).toBe(`Call with ${site.name}`);
  });

  it("speaks the language the call was booked in to the visitor, and English in the staff's feed", () => {
    const telugu = onlyEvent(bookingIcs(booking({ language: "te" }), "REQUEST"));
    expect(telugu.summary).toBe(`${site.name} బృందంతో కాల్`);
    expect(telugu.location).toBe("+91 98480 12345 నంబర్‌కు ఫోన్ కాల్");
    const hindi = onlyEvent(bookingIcs(booking({ language: "hi" }), "REQUEST"));
    expect(hindi.summary).toBe(`${site.name} के साथ कॉल`);
    const feed = Object.values(ical.sync.parseICS(bookingsFeed([booking({ language: "hi" })])));
    expect(feed.filter((entry) => (entry as VEvent)?.type === "VEVENT").map((e) => (e as VEvent).summary)).toEqual([
      `Call with ${site.name}`,
    ]);
  });

  it("a description with a line separator, a bidi override or a NUL reads as plain lines", () => {
    const event = onlyEvent(
      bookingIcs(booking({ message: "one\u2028two\u202e\u0000three", service: undefined }), "REQUEST"),
    );
    expect(event.description).toBe("one\ntwothree");
  });

  it("leaves out an attendee whose stored address fails the forms' rule", () => {
    const event = onlyEvent(bookingIcs(booking({ email: 'x"@evil.test' }), "REQUEST"));
    expect(attendees(event)).toHaveLength(0);
  });

  it("a parameter value: quotes as apostrophes, no backslash, controls and separators as spaces", () => {
    expect(paramText('Ravi "Bunny" Kumar')).toBe("Ravi 'Bunny' Kumar");
    expect(paramText("Eve\\\u0000\u2028Rao\u200d")).toBe("Eve Rao");
    expect(paramText("स्त्री")).toBe("स्त्री");
  });
});
