"use client";
import { useChunk } from "@/components/hooks/useChunk";
import { loadOnce } from "@/lib/loadOnce";
import type { MapEmbedLoaderProps } from "./MapEmbedLoader";

const loadMapEmbedLoader = loadOnce(() => import("./MapEmbedLoader"));

/**
 * The served map block (`withoutScript`: the static map and a link that opens the maps service in a new tab)
 * until the page works and the button that loads the embed has downloaded (a chunk of its own, so no part of
 * the page's first-load JavaScript). If that download fails, the served block stays: its link still opens
 * the map, and the rest of the page is untouched.
 */
export function MapEmbed({ withoutScript, ...loader }: MapEmbedLoaderProps & { withoutScript: React.ReactNode }) {
  const { chunk } = useChunk(loadMapEmbedLoader);
  if (chunk.state !== "ready") return withoutScript;
  return <chunk.loaded.default {...loader} />;
}
