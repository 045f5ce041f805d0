// What the site's beacon sends to /api/collect, shared by the beacon (components/analytics/Beacon.tsx) and the receiver,
// which checks it (receiver/measurement/events.ts). Plain data and small helpers only: this ships to browsers.

/** Where the beacon posts: the receiver on the site's own origin (the CSP's connect-src 'self'). */
export const COLLECT_PATH = "/api/collect";

/** The UTM parameters kept from the landing address, in the order the desk shows them. */
export const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type Metric = (typeof METRICS)[number];

/** Longest value of a text field (a UTM value, a host, a path): longer is refused, not cut. */
export const MAX_TEXT = 100;
/** Longest body the receiver reads: a page view or a page's vitals is under 400 bytes. */
export const MAX_BODY_BYTES = 2048;

export interface PageViewEvent {
  type: "view";
  /** The tab's random id, in memory only: a visit. */
  visit: string;
  /** The page view's number in the visit, from 1. */
  seq: number;
  path: string;
  /** The landing page's external referrer host, for every page view of the visit. */
  ref?: string;
  utm?: Utm;
  device: DeviceClass;
}

export interface VitalsEvent {
  type: "vitals";
  path: string;
  device: DeviceClass;
  metrics: Partial<Record<Metric, number>>;
}

export type BeaconEvent = PageViewEvent | VitalsEvent;
/**
 * The path the beacon reports: percent-encoded ASCII as in the address bar, and no longer than the receiver
 * keeps (the 404 page reports whatever address a stranger's link asked for).
 */
export function beaconPath(pathname: string): string {
  return new URL(pathname, "https://site.invalid").pathname.slice(0, MAX_TEXT);
}

/** The device class from the viewport's width in CSS pixels (the site's own breakpoints). */
export function deviceClass(width: number): DeviceClass {
  if (width < 768) return "phone";
  if (width < 1100) return "tablet";
  return "desktop";
}
