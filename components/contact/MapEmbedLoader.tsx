"use client";
import { useEffect, useState } from "react";
import { useHydrated } from "@/components/hooks/useHydrated";
import { normalizePath } from "@/lib/trailingSlash";
import styles from "./Contact.module.css";

/**
 * Added to the address of the full page load a client-side arrival needs, so the fresh page shows the map the
 * visitor already asked for (in the address, not the browser's storage: the site keeps nothing there for it).
 */
const SHOW_MAP_PARAM = "map";

/**
 * True when this document was loaded for another page and the visitor arrived here by client-side
 * navigation: the document then still carries that page's Content-Security-Policy, which allows no frame.
 */
function arrivedByClientNavigation(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return !!entry && normalizePath(new URL(entry.name).pathname) !== normalizePath(location.pathname);
}

/**
 * Shows its children (the static map) until the visitor presses the button, then the maps embed in
 * their place. The button shows only once JavaScript runs (without it the directions link serves); until
 * then it keeps its place, invisible, so nothing below it moves when it appears.
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

  useEffect(() => {
    const address = new URL(location.href);
    if (address.searchParams.get(SHOW_MAP_PARAM) !== "show") return;
    address.searchParams.delete(SHOW_MAP_PARAM);
    history.replaceState(history.state, "", address);
    setLoaded(true); // eslint-disable-line react-hooks/set-state-in-effect -- the visitor asked for it before the load
  }, []);

  function load() {
    if (arrivedByClientNavigation()) {
      // Only this page's own policy allows the maps frame: load the page itself, then the map.
      const address = new URL(location.href);
      address.searchParams.set(SHOW_MAP_PARAM, "show");
      location.replace(address);
      return;
    }
    setLoaded(true);
  }

  return (
    <>
      <div className={styles.map}>
        {loaded ? (
          <iframe
            src={embedUrl}
            title={title}
            referrerPolicy="strict-origin-when-cross-origin"
            className={styles.mapFrame}
          />
        ) : (
          children
        )}
      </div>
      {!loaded ? (
        <div className={hydrated ? styles.mapControls : `${styles.mapControls} ${styles.mapControlsPending}`}>
          <button type="button" className={styles.mapButton} onClick={load} aria-describedby="map-load-note">
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
