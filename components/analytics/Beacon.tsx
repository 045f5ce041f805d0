"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { loadOnce } from "@/lib/loadOnce";

const loadBeaconWork = loadOnce(() => import("./beaconWork"));

/**
 * The site's own first-party beacon (mounted once, in the root layout): one page view per page, client-side
 * navigations included, and the loaded page's Web Vitals, to /api/collect on this origin. No cookie, no storage.
 * `fullLoadPaths` are the pages the router always loads afresh (their stricter policy), which a link reaches
 * only by a full page load. Its code (./beaconWork.ts) downloads once the page works; a download that fails
 * leaves the visit unmeasured and is tried again on the next page.
 */
export function Beacon({ fullLoadPaths }: { fullLoadPaths: readonly string[] }) {
  const pathname = usePathname();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    loadBeaconWork().then(
      (work) => {
        if (!unmounted) stop = work.followVisit(fullLoadPaths);
      },
      () => {},
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [fullLoadPaths]);
  useEffect(() => {
    loadBeaconWork().then(
      (work) => work.viewWhenIdle(pathname),
      () => {},
    );
  }, [pathname]);
  return null;
}
