"use client";
import { useEffect, useState } from "react";

/** Where a part downloaded after the page works stands: still coming, failed (offline), or there to render. */
export type Chunk<Props> =
  { state: "loading" } | { state: "failed" } | { state: "ready"; Part: React.ComponentType<Props> };

/**
 * Downloads a component's chunk once the page works and renders nothing of it before. Unlike React.lazy, a
 * download that fails (a dropped connection) is a state the caller shows, never an error that takes the page
 * down; `retry` tries again.
 */
export function useChunk<Props>(load: () => Promise<{ default: React.ComponentType<Props> }>, start?: () => void) {
  const [chunk, setChunk] = useState<Chunk<Props>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    start?.();
    load().then(
      (loaded) => current && setChunk({ state: "ready", Part: loaded.default }),
      () => current && setChunk({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [load, start, attempt]);
  const retry = () => {
    setChunk({ state: "loading" });
    setAttempt((n) => n + 1);
  };
  return { chunk, retry };
}
