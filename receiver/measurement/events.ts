// The checks /api/collect applies to what the beacon sends: known fields only, short strings, and a path that is
// a page of the site or, for a page view, an address that is none (a broken link a visitor arrived by).
import { isbot } from "isbot";
import { z } from "zod";
import { DEVICE_CLASSES, MAX_TEXT, type BeaconEvent, type DeviceClass } from "@/lib/measurement/event";
import { normalizePath } from "@/lib/trailingSlash";
import { cleanText } from "../text";

/** A UTM value, cleaned like a lead's one-line field (no control or bidirectional characters), not empty. */
const text = z
  .string()
  .max(MAX_TEXT)
  .transform((value) => cleanText(value).trim())
  .pipe(z.string().min(1));
/** A host name as URL parsing gives it: lower-case letters, digits, dots, hyphens, a port. */
const host = z
  .string()
  .max(MAX_TEXT)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/);
const device = z.enum(DEVICE_CLASSES);
/** An address's path as a browser reports it: printable ASCII (the rest percent-encoded), no query or fragment. */
const path = z
  .string()
  .max(MAX_TEXT)
  .regex(/^\/(?:(?![?#])[\x21-\x7e])*$/);
/**
 * The largest figure a browser reports for a page a person is using: a load slower than a minute is
 * abandoned before its LCP is reported, an interaction blocked for ten seconds ends in "page unresponsive".
 * A value past it is an error or a forgery, and would move a page's p75 on its own.
 */
const MAX_LOAD_MS = 60_000;
const MAX_INP_MS = 10_000;
const MAX_CLS = 10;
const millis = (max: number) => z.number().finite().min(0).max(max);

const viewSchema = z.strictObject({
  type: z.literal("view"),
  visit: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/),
  seq: z.number().int().min(1).max(1000),
  path,
  ref: host.optional(),
  utm: z
    .strictObject({
      source: text.optional(),
      medium: text.optional(),
      campaign: text.optional(),
      term: text.optional(),
      content: text.optional(),
    })
    .optional(),
  device,
});

const vitalsSchema = z.strictObject({
  type: z.literal("vitals"),
  path,
  device,
  metrics: z
    .strictObject({
      LCP: millis(MAX_LOAD_MS).optional(),
      INP: millis(MAX_INP_MS).optional(),
      CLS: z.number().finite().min(0).max(MAX_CLS).optional(),
      FCP: millis(MAX_LOAD_MS).optional(),
      TTFB: millis(MAX_LOAD_MS).optional(),
    })
    .refine((m) => Object.keys(m).length > 0)
    // A browser paints its first content after the first byte, and its largest content no earlier.
    .refine((m) => m.TTFB === undefined || m.FCP === undefined || m.TTFB <= m.FCP)
    .refine((m) => m.FCP === undefined || m.LCP === undefined || m.FCP <= m.LCP),
});

const eventSchema = z.discriminatedUnion("type", [viewSchema, vitalsSchema]);

/** A view of the 404 page: the address asked for, which no page has, counted apart from the pages. */
export interface NotFoundView {
  type: "not-found";
  path: string;
  device: DeviceClass;
  /** The first view of its visit: the visitor arrived by that broken link. */
  landing: boolean;
}

export type CollectedEvent = BeaconEvent | NotFoundView;

/**
 * The event in `body`: undefined when it is not exactly one the beacon sends (not JSON, an unknown or missing
 * field, a wrong type, a long string), null when there is nothing to keep (the 404 page's own Web Vitals), a
 * not-found view when a page view's path is no page of the site.
 */
export function parseEvent(body: string, knownPaths: ReadonlySet<string>): CollectedEvent | null | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const event = parsed.data as BeaconEvent;
  // Without a trailing slash, as the known-path list holds them (the router reports /web-hosting-services
  // for the page exported as /web-hosting-services/).
  event.path = normalizePath(event.path);
  if (knownPaths.has(event.path)) return event;
  if (event.type !== "view") return null;
  return { type: "not-found", path: event.path, device: event.device, landing: event.seq === 1 };
}

/**
 * Not a person: a crawler or tool (isbot's maintained list), a headless or automated browser, or no user
 * agent at all. Their page views are dropped without a word, so nothing tells a bot it was seen.
 */
export function isBotRequest(headers: Headers): boolean {
  const agent = headers.get("user-agent") ?? "";
  if (!agent.trim()) return true;
  if (isbot(agent) || /headless|phantomjs|electron|puppeteer|playwright|selenium/i.test(agent)) return true;
  // Browsers send these on every request their pages make; a script rarely bothers.
  return !headers.get("accept-language") && !headers.get("sec-fetch-site");
}

/** Where a visit came from: its UTM source, else the external referrer's host, else "direct". */
export function sourceOf(event: { ref?: string; utm?: { source?: string } }): string {
  return event.utm?.source?.toLowerCase() ?? event.ref?.replace(/^www\./, "") ?? "direct";
}
