"use client";

import { createContext, use } from "react";
import { BOOKING_PATH, CONFIRM_BOOKING_PATH, MANAGE_BOOKING_PATH } from "@/lib/paths";
import type { BookingCopy } from "@/lib/content/booking";
import { localizePath, type Locale } from "@/lib/locales";
import { bookingClock, type BookingClock } from "@/lib/booking/times";

/**
 * The booking's words, times and addresses in the page's language, for its client parts. The server page picks
 * the language's words and hands them down once, so a page's JavaScript carries only its own language.
 */
export interface BookingWords {
  locale: Locale;
  copy: BookingCopy;
}

interface BookingContext extends BookingWords {
  clock: BookingClock;
  paths: { book: string; manage: string; confirm: string };
}

const Context = createContext<BookingContext | null>(null);

export function BookingWordsProvider({ words, children }: { words: BookingWords; children: React.ReactNode }) {
  const { locale } = words;
  const paths = {
    book: localizePath(BOOKING_PATH, locale),
    manage: localizePath(MANAGE_BOOKING_PATH, locale),
    confirm: localizePath(CONFIRM_BOOKING_PATH, locale),
  };
  return <Context value={{ ...words, clock: bookingClock(locale), paths }}>{children}</Context>;
}

/** The page's booking words, its clock and the booking pages' addresses in its language. */
export function useBookingWords(): BookingContext {
  const context = use(Context);
  if (!context) throw new Error("useBookingWords: no BookingWordsProvider above (./LazyBooking.tsx)");
  return context;
}
