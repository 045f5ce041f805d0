import { BOOKING_API } from "@/lib/booking/times";

/** The free times from the receiver (ISO instants, in order); rejects when they could not be had. */
export async function fetchSlots(): Promise<string[]> {
  const response = await fetch(`${BOOKING_API}/slots`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(String(response.status));
  return ((await response.json()) as { slots: string[] }).slots;
}

let early: Promise<string[]> | undefined;

/**
 * Ask for the times now, while the booking form's code is still downloading (./LazyBooking.tsx), so the
 * two round trips run side by side; the form takes this answer when it mounts.
 */
export function requestSlotsEarly(): void {
  early ??= fetchSlots();
  early.catch(() => {});
}

/** The answer asked for early, once; a fresh request when there is none. */
export function firstSlots(): Promise<string[]> {
  const answer = early ?? fetchSlots();
  early = undefined;
  return answer;
}
