import { contactPage } from "@/content/contact";
import { site } from "@/content/site";
import { MapEmbedLoader } from "./MapEmbedLoader";
import styles from "./Contact.module.css";

const copy = contactPage.map;

/**
 * The office on a map without telling a third party about the visit (privacy notice): a static picture
 * from the site, a button that loads the maps service's embed in its place only when the visitor asks,
 * and a plain directions link that opens the maps service in a new tab.
 */
export function ContactMap() {
  return (
    <div className={styles.mapBlock}>
      <MapEmbedLoader embedUrl={site.mapEmbedUrl} viewUrl={site.mapViewUrl} title={copy.title} labels={copy}>
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: a plain lazy image, no image runtime in the page's JavaScript */}
        <img
          src={copy.image.src}
          width={copy.image.width}
          height={copy.image.height}
          alt={copy.image.alt}
          loading="lazy"
          decoding="async"
          className={styles.mapImage}
        />
      </MapEmbedLoader>
      <p className={styles.directions}>
        <a href={site.mapDirectionsUrl} target="_blank" rel="noopener noreferrer" className={styles.detailLink}>
          {copy.directionsLabel}
          <span className="visually-hidden"> {copy.directionsNewTab}</span>
        </a>
      </p>
    </div>
  );
}
