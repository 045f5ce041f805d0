"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { beaconPath, COLLECT_PATH, deviceClass, METRICS, type BeaconEvent, type Metric } from "@/lib/measurement/event";
import { carryVisit, dropCarriedVisit, recordPageView } from "@/lib/measurement/visit";
import { loadOnce } from "@/lib/loadOnce";

function send(event: BeaconEvent) {
  navigator.sendBeacon?.(COLLECT_PATH, JSON.stringify(event));
}

/** After the page works: when the browser is idle (or soon after, where there is no idle callback). */
function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 200);
}

let vitalsStarted = false;
const loadVitals = loadOnce(() => import("web-vitals"));

/**
 * Real visitors' speed for the page this tab loaded (soft navigations keep its figures): web-vitals reports
 * LCP, CLS and INP as the page is hidden; each metric is sent once, in one event, from this later listener.
 */
async function startVitals(path: string) {
  if (vitalsStarted) return;
  vitalsStarted = true;
  // Offline, the figures are simply not gathered for this page; the next page's load tries again.
  const vitals = await loadVitals().catch(() => undefined);
  if (!vitals) {
    vitalsStarted = false;
    return;
  }
  const pending: Partial<Record<Metric, number>> = {};
  const sent = new Set<Metric>();
  const keep = ({ name, value }: { name: Metric; value: number }) => {
    if (!sent.has(name))
      pending[name] = Math.round(name === "CLS" ? value * 1000 : value) / (name === "CLS" ? 1000 : 1);
  };
  vitals.onLCP(keep);
  vitals.onINP(keep);
  vitals.onCLS(keep);
  vitals.onFCP(keep);
  vitals.onTTFB(keep);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    const metrics = Object.fromEntries(METRICS.filter((m) => pending[m] !== undefined).map((m) => [m, pending[m]]));
    if (!Object.keys(metrics).length) return;
    for (const m of Object.keys(metrics) as Metric[]) {
      sent.add(m);
      delete pending[m];
    }
    send({ type: "vitals", path, device: deviceClass(window.innerWidth), metrics });
  });
}

/**
 * A click that leaves this document for another page of the site (the browser's own navigation, or a page the
 * router always loads afresh) goes to the same address with the visit in its fragment, so the visit goes on.
 */
function carryOnFullLoad(event: MouseEvent, fullLoadPaths: readonly string[], capture: boolean) {
  const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (event.altKey || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  const path = url.pathname.replace(/(.)\/$/, "$1");
  // In the capture phase only the router's fresh loads; in the bubble phase whatever no script took.
  if (url.origin !== location.origin || (capture && !fullLoadPaths.includes(path))) return;
  // Not the page already shown (a link to one of its sections scrolls), nor a file (a feed), whose address no
  // beacon would clean.
  if (url.pathname + url.search === location.pathname + location.search || /\.\w+$/.test(path)) return;
  // A link to a section (/contact#contact-form) carries the section's id along; the next page scrolls to it.
  const fragment = carryVisit(decodeURIComponent(url.hash.slice(1)) || undefined);
  if (!fragment) return;
  event.preventDefault();
  location.assign(url.pathname + url.search + fragment);
}

/**
 * The site's own first-party beacon (./Beacon.tsx mounts it once the page works): one page view per page,
 * client-side navigations included, and the loaded page's Web Vitals, to /api/collect on this origin. No cookie,
 * no storage. `fullLoadPaths` are the pages the router always loads afresh (their stricter policy), which a link
 * reaches only by a full page load.
 */
export function PageBeacon({ fullLoadPaths }: { fullLoadPaths: readonly string[] }) {
  const pathname = usePathname();
  useEffect(() => {
    dropCarriedVisit();
    const early = (event: MouseEvent) => carryOnFullLoad(event, fullLoadPaths, true);
    const late = (event: MouseEvent) => carryOnFullLoad(event, fullLoadPaths, false);
    addEventListener("click", early, true);
    addEventListener("click", late);
    return () => {
      removeEventListener("click", early, true);
      removeEventListener("click", late);
    };
  }, [fullLoadPaths]);
  useEffect(() => {
    whenIdle(() => {
      const path = beaconPath(pathname);
      const view = recordPageView(path);
      if (view) send(view);
      void startVitals(path);
    });
  }, [pathname]);
  return null;
}
