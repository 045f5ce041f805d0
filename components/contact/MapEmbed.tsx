"use client";
import { lazy, Suspense } from "react";
import { useHydrated } from "@/components/hooks/useHydrated";
import type { MapEmbedLoaderProps } from "./MapEmbedLoader";

const MapEmbedLoader = lazy(() => import("./MapEmbedLoader"));

/**
 * The served map block (`withoutScript`: the static map and a link that opens the maps service in a new tab)
 * until the page works; then the button that loads the embed, whose code is a chunk of its own downloaded
 * only now, so it is no part of the page's first-load JavaScript.
 */
export function MapEmbed({ withoutScript, ...loader }: MapEmbedLoaderProps & { withoutScript: React.ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return withoutScript;
  return (
    <Suspense fallback={withoutScript}>
      <MapEmbedLoader {...loader} />
    </Suspense>
  );
}
