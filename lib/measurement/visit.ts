// The visit, in this tab's memory only: a random id, the landing page, its external referrer's host, the
// landing address's UTM parameters and how many pages were seen. Nothing is written to cookies or storage, so
// a reload or a new tab starts a new visit. The beacon reads it for each page view, the forms for each lead.
import { UTM_KEYS, deviceClass, type PageViewEvent, type Utm } from "./event";

interface Visit {
  id: string;
  pagesSeen: number;
  lastPath?: string;
  landing?: string;
  ref?: string;
  utm: Utm;
}

let visit: Visit | undefined;

/** 16 random bytes as base64url (getRandomValues works on plain http too, unlike randomUUID). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function externalReferrerHost(): string | undefined {
  let referrer: URL;
  try {
    referrer = new URL(document.referrer);
  } catch {
    return undefined;
  }
  return referrer.host !== location.host && /^https?:$/.test(referrer.protocol)
    ? referrer.host.toLowerCase()
    : undefined;
}

function landingUtm(): Utm {
  const params = new URLSearchParams(location.search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 100);
    if (value) utm[key] = value;
  }
  return utm;
}

/**
 * Count a page view of `path` and return the beacon's event for it; undefined when `path` is the page just
 * counted (a link to the page already shown, or an effect run twice).
 */
export function recordPageView(path: string): PageViewEvent | undefined {
  visit ??= { id: randomId(), pagesSeen: 0, ref: externalReferrerHost(), utm: landingUtm() };
  if (visit.lastPath === path) return undefined;
  visit.lastPath = path;
  visit.landing ??= path;
  visit.pagesSeen += 1;
  const utm = Object.keys(visit.utm).length ? visit.utm : undefined;
  return {
    type: "view",
    visit: visit.id,
    seq: visit.pagesSeen,
    path,
    ...(visit.ref && { ref: visit.ref }),
    ...(utm && { utm }),
    device: deviceClass(window.innerWidth),
  };
}

/** Where this visit came from, for a form's hidden fields; undefined before the beacon counted a page. */
export function visitOrigin(): { landing: string; ref?: string; utm: Utm; pagesSeen: number } | undefined {
  if (!visit?.landing) return undefined;
  return { landing: visit.landing, ref: visit.ref, utm: visit.utm, pagesSeen: visit.pagesSeen };
}
