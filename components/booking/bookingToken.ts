/**
 * The token after "#" in a booking link (never sent in a request line). A link of this site may carry the visit
 * in the fragment too (lib/measurement/visit.ts), the token as `to`. Only a token as the receiver makes them is
 * returned: anything else names no booking.
 */
export function bookingTokenFromHash(): string | undefined {
  const hash = window.location.hash.slice(1);
  const token = hash.startsWith("visit=") ? (new URLSearchParams(hash).get("to") ?? "") : hash;
  return /^[\w-]{32}$/.test(token) ? token : undefined;
}

/** A form's data carrying the token, for the booking API's POST routes. */
export function withToken(token: string, data = new FormData()): FormData {
  data.set("token", token);
  return data;
}
