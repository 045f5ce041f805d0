// The visit, in this tab's memory only: a random id, the landing page, its external referrer's host, the
// landing address's UTM parameters and how many pages were seen. Nothing is written to cookies or storage, so
// a reload or a new tab starts a new visit. The beacon reads it for each page view, the forms for each lead.
// A link to a page that loads afresh (/contact, /search) carries it in the address's fragment, which no
// request sends to a server; the next page takes it back and removes it from the address at once.
import { MAX_TEXT, UTM_KEYS, deviceClass, type PageViewEvent, type Utm } from "./event";

interface Visit {
  id: string;
  pagesSeen: number;
  lastPath?: string;
  landing?: string;
  ref?: string;
  utm: Utm;
}

let visit: Visit | undefined;

/** An address whose fragment starts with it carries a visit. */
const CARRIED = "#visit=";
/** A carried visit older than this is not taken back (an address reopened later from the browser's history). */
const CARRY_MS = 60_000;

/**
 * Remove a carried visit's fragment from the address, putting back the section the link pointed at (`to`), and
 * bring that section into view unless the visitor has scrolled already: the browser could not, since the
 * fragment it saw named no element. Called as this module loads and again once the page is hydrated: the
 * router writes the address it started with back into the history entry as it hydrates.
 */
export function dropCarriedVisit() {
  if (!location.hash.startsWith(CARRIED)) return;
  const to = new URLSearchParams(location.hash.slice(1)).get("to");
  history.replaceState(history.state, "", location.pathname + location.search + (to ? `#${to}` : ""));
  if (to && window.scrollY === 0) document.getElementById(to)?.scrollIntoView();
}

/**
 * Take back the visit a link of this site carried here in the fragment (see carryVisit), and remove the
 * fragment from the address. Only from a page of this site, moments ago.
 */
function adoptCarriedVisit() {
  if (!location.hash.startsWith(CARRIED)) return;
  const carried = new URLSearchParams(location.hash.slice(1));
  dropCarriedVisit();
  const id = carried.get("visit") ?? "";
  const seen = Number(carried.get("n"));
  const landing = carried.get("l");
  // The receiver checks every value again; a wrong one here would only cost this tab its counts.
  const fresh = Math.abs(Date.now() - Number(carried.get("t"))) < CARRY_MS;
  if (!document.referrer.startsWith(`${location.origin}/`) || !fresh || !landing?.startsWith("/")) return;
  if (!/^[\w-]{16,40}$/.test(id) || !Number.isInteger(seen) || seen < 1) return;
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = carried.get(key);
    if (value && value.length <= MAX_TEXT) utm[key] = value;
  }
  visit = { id, pagesSeen: seen, landing, ref: carried.get("r") ?? undefined, utm };
}

if (typeof window !== "undefined") adoptCarriedVisit();

/**
 * The fragment that carries this visit (and the section `to` a link points at) to a page of the site loading
 * afresh, or undefined before the first page view. It holds what the visit already holds, and the time, so a stale address is not taken back.
 */
export function carryVisit(to?: string): string | undefined {
  if (!visit?.landing) return undefined;
  const carried = new URLSearchParams({ visit: visit.id, n: String(visit.pagesSeen), l: visit.landing });
  carried.set("t", String(Date.now()));
  // The section the link points at (its own fragment), put back in the address once the visit is taken back.
  if (to) carried.set("to", to);
  if (visit.ref) carried.set("r", visit.ref);
  for (const key of UTM_KEYS) if (visit.utm[key]) carried.set(key, visit.utm[key]);
  return `#${carried}`;
}

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
