"use client";

import { useCallback, useEffect, useState } from "react";
import { BOOKING_API } from "@/lib/booking/times";
import { fetchSlots, firstSlots } from "./slotsRequest";

export type SlotsState = { state: "loading" } | { state: "failed" } | { state: "ready"; slots: string[] };

/**
 * The free times from the receiver, loaded on mount (taking the request the page started early, when there is
 * one); `reload` fetches them again, `replace` takes fresh ones.
 */
export function useSlots() {
  const [slots, setSlots] = useState<SlotsState>({ state: "loading" });
  const load = useCallback(async (request: Promise<string[]>) => {
    try {
      setSlots({ state: "ready", slots: await request });
    } catch {
      setSlots({ state: "failed" });
    }
  }, []);
  const reload = useCallback(async () => {
    setSlots({ state: "loading" });
    await load(fetchSlots());
  }, [load]);
  useEffect(() => {
    // Loading on mount is the point: the times exist only on the receiver.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(firstSlots());
  }, [load]);
  const replace = useCallback((fresh: string[]) => setSlots({ state: "ready", slots: fresh }), []);
  return { slots, reload, replace };
}

/** POST a form's data to the booking API; the status and the JSON answer (none when the network failed). */
export async function postBooking(
  path: string,
  data: FormData,
): Promise<{ status: number; body: BookingAnswer } | undefined> {
  try {
    const response = await fetch(`${BOOKING_API}${path}`, {
      method: "POST",
      body: data,
      headers: { Accept: "application/json" },
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as BookingAnswer };
  } catch {
    return undefined;
  }
}

export interface BookingView {
  startsAt: string;
  endsAt: string;
  status: "pending" | "released" | "booked" | "cancelled" | "done" | "no_show";
  token?: string;
  /** A request's lapse time. */
  holdUntil?: string | null;
  /** Who confirms a request: the visitor from their mailbox, or the agency's staff. */
  confirmBy?: "email" | "staff";
  emailConfirmed?: boolean;
  /** Whether the confirmation e-mail went (at most one a day goes to an address). */
  mailSent?: boolean;
}

export interface BookingAnswer {
  ok?: boolean;
  error?: string;
  errors?: Record<string, string>;
  slots?: string[];
  booking?: BookingView;
  /** A confirmation's outcome. */
  outcome?: "booked" | "needsStaff" | "taken" | "expired" | "already";
  /** When the next confirmation e-mail may go. */
  nextAt?: string | null;
}
