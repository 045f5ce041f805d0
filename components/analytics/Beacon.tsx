"use client";

import { useChunk } from "@/components/hooks/useChunk";
import { loadOnce } from "@/lib/loadOnce";

const loadPageBeacon = loadOnce(() => import("./PageBeacon"));

/**
 * The first-party beacon, mounted once in the root layout. Its code (./PageBeacon.tsx) downloads once the page
 * works, so none of it is first-load JavaScript: the page view it sends waits for an idle moment anyway. Offline
 * the page is simply not counted.
 */
export function Beacon({ fullLoadPaths }: { fullLoadPaths: readonly string[] }) {
  const { chunk } = useChunk(loadPageBeacon);
  if (chunk.state !== "ready") return null;
  const { PageBeacon } = chunk.loaded;
  return <PageBeacon fullLoadPaths={fullLoadPaths} />;
}
