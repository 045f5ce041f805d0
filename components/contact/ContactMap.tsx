import { contactPageIn } from "@/lib/content/contact";
import { pageLocale } from "@/components/i18n/pageLocale";
import { site } from "@/lib/content/site";
import { MapEmbed } from "./MapEmbed";
import styles from "./Contact.module.css";
import mapStyles from "./MapEmbed.module.css";

const noteId = "map-load-note";

/**
 * The office on a map without telling a third party about the visit (privacy notice): a static picture
 * from the site, a button that loads the maps service's embed in its place only when the visitor asks,
 * and a plain directions link that opens the maps service in a new tab.
 */
export function ContactMap() {
  const copy = contactPageIn(pageLocale()).map;
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- static export: a plain lazy image, no image runtime in the page's JavaScript
    <img
      src={copy.image.src}
      width={copy.image.width}
      height={copy.image.height}
      alt={copy.image.alt}
      loading="lazy"
      decoding="async"
      className={styles.mapImage}
    />
  );
  const note = (
    <p id={noteId} className={mapStyles.mapNote}>
      {copy.loadNote}
    </p>
  );
  // Until scripts run (and for a browser that runs none) a link of the button's size opens the maps service.
  const withoutScript = (
    <>
      <div className={mapStyles.map}>{image}</div>
      <div className={mapStyles.mapControls}>
        <a
          href={site.mapViewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={mapStyles.mapButton}
          aria-describedby={noteId}
        >
          {copy.openLabel}
          <span className="visually-hidden"> {copy.openNewTab}</span>
        </a>
        {note}
      </div>
    </>
  );
  return (
    <div className={styles.mapBlock}>
      <MapEmbed
        withoutScript={withoutScript}
        embedUrl={site.mapEmbedUrl}
        title={copy.title}
        loadLabel={copy.loadLabel}
        image={image}
        note={note}
        noteId={noteId}
        classes={{
          map: mapStyles.map!,
          mapControls: mapStyles.mapControls!,
          mapButton: mapStyles.mapButton!,
          mapFrame: mapStyles.mapFrame!,
        }}
      />
      <p className={styles.directions}>
        <a href={site.mapDirectionsUrl} target="_blank" rel="noopener noreferrer" className={styles.detailLink}>
          {copy.directionsLabel}
          <span className="visually-hidden"> {copy.directionsNewTab}</span>
        </a>
      </p>
    </div>
  );
}
