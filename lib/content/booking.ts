import compiled from "@/.content/booking.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import { whatsappChatBase } from "@/lib/content/phone";
import { emailLink, phoneLink } from "@/lib/content/site";
import type { RichInline } from "@/lib/content/types";
import { richLine } from "@/lib/richLine";
import { onlyEntryIn } from "./inLanguage";
import type { BookingEntry } from "./schemas/booking";

// Booking a call's words (content/booking/), for the server parts: the booking routes hand them to the client
// parts as props, and the receiver answers and writes e-mails in the language a booking was made in.

/** The booking's words in one language; the no-JavaScript line as text and links. */
export type BookingCopy = Omit<BookingEntry, "id" | "noScript"> & {
  noScript: { title: string; text: readonly RichInline[] };
};

const entryIn = onlyEntryIn<BookingEntry>(compiled);
const targets = { phone: phoneLink.href, email: emailLink.href, whatsapp: whatsappChatBase };
const values = { phone: phoneLink.text, email: emailLink.text };

function copyIn(locale: Locale): BookingCopy {
  const entry = entryIn(locale);
  return { ...entry, noScript: { ...entry.noScript, text: richLine(entry.noScript.text, targets, values) } };
}

const byLocale: Record<Locale, BookingCopy> = eachLocale(copyIn);

export const bookingCopyIn = (locale: Locale): BookingCopy => byLocale[locale];
