"use client";

import { useEffect } from "react";

/**
 * The speed-measurement and page-view scripts (off unless NEXT_PUBLIC_ANALYTICS; docs/privacy.md): Vercel Speed Insights and Web Analytics, served by
 * the hosting platform from its own paths, so the Content-Security-Policy's 'self' covers them and their
 * reports. A few lines instead of @vercel/analytics + @vercel/speed-insights: same scripts, less JS.
 */
export const ANALYTICS_SCRIPTS = [
  { name: "Speed Insights", src: "/_vercel/speed-insights/script.js" },
  { name: "Web Analytics", src: "/_vercel/insights/script.js" },
] as const;

/** Add each script once; a script that fails to load logs exactly one console message (not an error). */
export function loadAnalyticsScripts(doc: Document = document): void {
  for (const { name, src } of ANALYTICS_SCRIPTS) {
    if (doc.querySelector(`script[data-analytics="${name}"]`)) continue;
    const script = doc.createElement("script");
    script.src = src;
    script.defer = true;
    script.dataset.analytics = name;
    script.addEventListener(
      "error",
      () => console.warn(`Analytics: ${name} could not be loaded from ${src}; this visit is not measured.`),
      { once: true },
    );
    doc.head.appendChild(script);
  }
}

/** Mounted by the root layout only when analytics are enabled at build (see ./enabled.ts). */
export function Analytics() {
  useEffect(() => loadAnalyticsScripts(), []);
  return null;
}
