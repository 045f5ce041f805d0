"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { COLLECT_PATH, deviceClass, METRICS, type BeaconEvent, type Metric } from "@/lib/measurement/event";
import { recordPageView } from "@/lib/measurement/visit";

function send(event: BeaconEvent) {
  navigator.sendBeacon?.(COLLECT_PATH, JSON.stringify(event));
}

/** After the page works: when the browser is idle (or soon after, where there is no idle callback). */
function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 200);
}

let vitalsStarted = false;

/**
 * Real visitors' speed for the page this tab loaded (soft navigations keep its figures): web-vitals reports
 * LCP, CLS and INP as the page is hidden; each metric is sent once, in one event, from this later listener.
 */
async function startVitals(path: string) {
  if (vitalsStarted) return;
  vitalsStarted = true;
  const vitals = await import("web-vitals");
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
 * The site's own first-party beacon (mounted once, in the root layout): one page view per page, client-side
 * navigations included, and the loaded page's Web Vitals, to /api/collect on this origin. No cookie, no storage.
 */
export function Beacon() {
  const pathname = usePathname();
  useEffect(() => {
    whenIdle(() => {
      const view = recordPageView(pathname);
      if (view) send(view);
      void startVitals(pathname);
    });
  }, [pathname]);
  return null;
}
