// Addresses that carry a secret in their path: a staff member's calendar feed (calendar apps need a plain URL),
// a desk enrolment link, and booking links of the kind that once held their token in the address. A log names
// each by its pattern, never by the address: the receiver's request line (receiver/log.ts) and nginx's access
// log (lib/hosting/nginx.ts) both read this list.
import { hosting } from "@/lib/hosting/deployment";
import { BOOKING_API } from "@/lib/booking/times";
import { escapeRegex } from "./cache";
import { loggablePath } from "./requestPath";

/** Each secret-bearing address, matched on the decoded, normalised path, and what a log says in its place. */
export const SECRET_PATHS: readonly { pattern: RegExp; logged: string }[] = [
  { pattern: new RegExp(`^${escapeRegex(BOOKING_API)}/feed/`), logged: `${BOOKING_API}/feed/:token` },
  // A token of 32 or more URL-safe characters as the booking API's first segment, and anything after it.
  { pattern: new RegExp(`^${escapeRegex(BOOKING_API)}/[A-Za-z0-9_-]{32,}(/|$)`), logged: `${BOOKING_API}/:token` },
  { pattern: new RegExp(`^${escapeRegex(hosting.deskPath)}/enrol/`), logged: `${hosting.deskPath}/enrol/:token` },
];

/** The pattern to log in place of `target`'s path when it carries a secret, however it is spelled. */
export function redactedPath(target: string): string | undefined {
  const path = loggablePath(target);
  return SECRET_PATHS.find(({ pattern }) => pattern.test(path))?.logged;
}
