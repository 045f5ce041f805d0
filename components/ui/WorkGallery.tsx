import type { WorkImage } from "@/lib/content/types";
import { isTall } from "@/lib/work";
import { WorkPicture } from "./WorkPicture";
import { keyboardRail, railClass } from "./rail";
import styles from "./WorkGallery.module.css";

/**
 * Work images with their captions: landscape pieces (laptop screens, sheets, renders) across the row, phone
 * screens side by side. `firstEager` for a gallery that can start on the first screen.
 */
export function WorkGallery({
  images,
  wideSizes,
  firstEager = false,
  railLabel,
}: {
  images: readonly WorkImage[];
  /** The `sizes` of a landscape image (phone screens have their own: a third of the row on a phone). */
  wideSizes: string;
  firstEager?: boolean;
  /** Below 640 px, one row that scrolls sideways (./rail.ts), read with this name. */
  railLabel?: string;
}) {
  return (
    <ul
      className={railLabel ? `${styles.gallery} ${railClass}` : styles.gallery}
      {...(railLabel ? keyboardRail(railLabel) : {})}
    >
      {images.map((image, i) => {
        const tall = isTall(image);
        return (
          <li key={image.src} className={tall ? styles.tall : styles.wide}>
            <figure className={styles.figure}>
              <WorkPicture
                image={image}
                sizes={tall ? "(min-width: 640px) 280px, 30vw" : wideSizes}
                lazy={!(firstEager && i === 0)}
              />
              <figcaption>{image.caption}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
