"use client";
import { useEffect, useState } from "react";
import { normalizePath } from "@/lib/trailingSlash";

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

export interface MapEmbedLoaderProps {
  embedUrl: string;
  title: string;
  loadLabel: string;
  /** The static map, shown until the visitor asks for the embed. */
  image: React.ReactNode;
  /** The line under the button that says what loading the map does. */
  note: React.ReactNode;
  noteId: string;
  /** Class names from the server's stylesheet: this chunk loads after the page, so it brings no CSS of its own. */
  classes: { map: string; mapControls: string; mapButton: string; mapFrame: string };
}

/**
 * The static map and a button that puts the maps service's embed in its place. It is downloaded after the
 * page works (./MapEmbed.tsx), so until then the server's link to the maps service stands in for it.
 */
export default function MapEmbedLoader({
  embedUrl,
  title,
  loadLabel,
  image,
  note,
  noteId,
  classes,
}: MapEmbedLoaderProps) {
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
      <div className={classes.map}>
        {loaded ? (
          <iframe
            src={embedUrl}
            title={title}
            referrerPolicy="strict-origin-when-cross-origin"
            className={classes.mapFrame}
          />
        ) : (
          image
        )}
      </div>
      {loaded ? null : (
        <div className={classes.mapControls}>
          <button type="button" className={classes.mapButton} onClick={load} aria-describedby={noteId}>
            {loadLabel}
          </button>
          {note}
        </div>
      )}
    </>
  );
}
