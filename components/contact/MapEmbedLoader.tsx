"use client";
import { useEffect, useState } from "react";
import { useHydrated } from "@/components/hooks/useHydrated";
import { normalizePath } from "@/lib/trailingSlash";
import styles from "./MapEmbed.module.css";

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
 * their place. Until JavaScript runs (and for a browser that runs none) a link of the same size stands in
 * for the button and opens the map on the maps service in a new tab.
 */
export function MapEmbedLoader({
  embedUrl,
  viewUrl,
  title,
  labels,
  children,
}: {
  embedUrl: string;
  viewUrl: string;
  title: string;
  labels: { loadLabel: string; loadNote: string; openLabel: string; openNewTab: string };
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
        <div className={styles.mapControls}>
          {hydrated ? (
            <button type="button" className={styles.mapButton} onClick={load} aria-describedby="map-load-note">
              {labels.loadLabel}
            </button>
          ) : (
            <a
              href={viewUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.mapButton}
              aria-describedby="map-load-note"
            >
              {labels.openLabel}
              <span className="visually-hidden"> {labels.openNewTab}</span>
            </a>
          )}
          <p id="map-load-note" className={styles.mapNote}>
            {labels.loadNote}
          </p>
        </div>
      ) : null}
    </>
  );
}
