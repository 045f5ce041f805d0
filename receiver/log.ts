// The servers' log: JSON lines on stdout (journald, Docker and every log platform read them as they are).
// One line per request and one per failure. What a line may hold is chosen here, once: never a name, an
// e-mail, a phone number, a message or an IP address (the privacy notice promises those stay in the database).
import { pino, type DestinationStream, type Logger } from "pino";
import { redactedPath } from "@/lib/hosting/secretPaths";

export type { Logger };

export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

export const log = createLogger();

/**
 * What a request's line says about it: the path without its query (a query could carry anything), and an
 * address that carries a secret (a calendar feed's token) by its pattern only: `/api/leads/bookings/feed/:token`.
 */
export interface RequestRecord {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

const MAX_ROUTE_CHARS = 200;

/** The path of a request target, query and fragment dropped, any secret in it redacted, cut to a bounded length. */
export function routeOf(target: string | undefined): string {
  const path = (target ?? "/").split(/[?#]/, 1)[0] || "/";
  const route = redactedPath(path) ?? path;
  return route.length > MAX_ROUTE_CHARS ? `${route.slice(0, MAX_ROUTE_CHARS)}…` : route;
}
