import { z } from "zod";
import { slug, text, words } from "../schema";
import { richLineText } from "./richLine";

// Booking a call: every word of the booking, confirm and manage pages, the contact page's and the chat's way in,
// and the e-mails and calendar event about the call: content/booking/booking.<language>.yml. The pages' addresses
// are in lib/paths.ts.

/** Lines of words, each field one line of text. */
function wordsOf<const Name extends string>(...names: Name[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, text()])) as Record<Name, ReturnType<typeof text>>);
}

/** Words with {name} placeholders the code fills in: each must be there. */
const naming = (...placeholders: string[]) =>
  words(
    text().refine((value) => placeholders.every((name) => value.includes(`{${name}}`)), {
      message: `must keep ${placeholders.map((name) => `{${name}}`).join(", ")}: the code puts the value there`,
    }),
  );

const pageWords = ["eyebrow", "title", "description", "heading", "lead"] as const;

export const bookingSchema = z
  .object({
    id: slug(),
    page: wordsOf(...pageWords).strict(),
    manage: wordsOf(...pageWords, "sectionLabel").strict(),
    confirmPage: wordsOf(
      ...pageWords,
      "sectionLabel",
      "button",
      "pending",
      "loading",
      "booked",
      "already",
      "needsStaff",
      "taken",
      "expired",
      "notFound",
    ).strict(),
    /** The contact page's and the chat's way in. */
    link: wordsOf("label", "lead").strict(),
    /** Without JavaScript, or while the times load: the other ways to reach the agency. */
    noScript: z.object({ title: text(), text: richLineText() }).strict(),
    slots: wordsOf("dayLabel", "legend", "loading", "none", "failed", "reload", "indiaZone")
      .extend({
        /** {zone}: the visitor's own time zone. */
        yourZone: naming("zone"),
        /** The times' legend when each also shows the visitor's clock. */
        yourZoneBelow: naming("zone"),
        /** Under the times when none was chosen, or one no longer offered (the receiver's message). */
        required: text(),
        /** A time sent without its zone (only a script sends one). */
        zoneMissing: text(),
      })
      .strict(),
    form: wordsOf("legend", "topicLabel", "noteLabel", "notePlaceholder", "submitLabel", "pendingLabel").strict(),
    refusal: wordsOf("taken", "tooMany", "tooLarge", "failed", "network", "emailLimit", "blocked").strict(),
    /** After the form: a request waits for its confirmation, from the visitor's mailbox or from the team. */
    request: wordsOf("emailHeading", "emailIntro", "staffHeading", "staffIntro", "notSent", "resend", "resent")
      .extend({ hold: naming("hours", "until"), resendLater: naming("when") })
      .strict(),
    confirmation: wordsOf("heading", "intro", "addToCalendar", "manage", "keepLink").strict(),
    /** The calendar event and the e-mails that carry it: {agency}, {phone}, {when} (India time) are filled in. */
    invitation: z
      .object({
        confirmSubject: naming("agency"),
        confirmText: naming("when", "link", "hours"),
        summary: naming("agency"),
        location: naming("phone"),
        subject: naming("agency", "when"),
        text: naming("agency", "when"),
        cancelSubject: naming("agency", "when"),
        cancelText: naming("when"),
      })
      .strict(),
    managePage: wordsOf("loading", "notFound", "statusLabel", "cancel", "cancelling", "cancelled", "move")
      .extend({
        ...wordsOf("moveSubmit", "moved", "bookAgain", "withdraw", "withdrawn").shape,
        /** A booking's state as the visitor reads it. */
        status: wordsOf("pending", "released", "booked", "cancelled", "done", "no_show").strict(),
      })
      .strict(),
  })
  .strict();

export type BookingEntry = z.infer<typeof bookingSchema>;
