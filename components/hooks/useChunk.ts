"use client";
import { useCallback, useEffect, useState } from "react";

/** Where code downloaded after the page stands: not asked for yet, still coming, failed (offline), or there. */
export type Chunk<Loaded> =
  { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "ready"; loaded: Loaded };

/**
 * The one way a component gets code that downloads after the page: `load` is a `loadOnce` loader
 * (lib/loadOnce.ts), started once the page works, or only once `when` turns true (a visitor showed intent).
 * Nothing of it renders before. Unlike React.lazy, a download that fails (a dropped connection) is a state the
 * caller shows, never an error that takes the page down; `retry` tries again.
 */
export function useChunk<Loaded>(
  load: () => Promise<Loaded>,
  { start, when = true }: { start?: () => void; when?: boolean } = {},
) {
  const [chunk, setChunk] = useState<Chunk<Loaded>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!when) return;
    let current = true;
    start?.();
    load().then(
      (loaded) => current && setChunk({ state: "ready", loaded }),
      () => current && setChunk({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [load, start, when, attempt]);
  const retry = useCallback(() => {
    setChunk({ state: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { chunk: when ? chunk : ({ state: "idle" } as const), retry };
}
