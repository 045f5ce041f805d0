"use client";
import { useState } from "react";
import { useHydrated } from "@/lib/hooks/useHydrated";
import styles from "./Contact.module.css";

/**
 * Shows its children (the static map) until the visitor presses the button, then the maps embed in
 * their place. The button appears only once JavaScript runs: without it the directions link serves.
 */
export function MapEmbedLoader({
  embedUrl,
  title,
  loadLabel,
  note,
  children,
}: {
  embedUrl: string;
  title: string;
  loadLabel: string;
  note: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <div className={styles.map}>
        {loaded ? (
          <iframe src={embedUrl} title={title} referrerPolicy="strict-origin-when-cross-origin" className={styles.mapFrame} />
        ) : (
          children
        )}
      </div>
      {hydrated && !loaded ? (
        <div className={styles.mapControls}>
          <button type="button" className={styles.mapButton} onClick={() => setLoaded(true)} aria-describedby="map-load-note">
            {loadLabel}
          </button>
          <p id="map-load-note" className={styles.mapNote}>
            {note}
          </p>
        </div>
      ) : null}
    </>
  );
}
