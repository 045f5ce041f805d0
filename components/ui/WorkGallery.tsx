import type { WorkImage } from "@/content/types";
import { isTall } from "@/lib/work";
import { WorkPicture } from "./WorkPicture";
import styles from "./WorkGallery.module.css";

/**
 * Work images with their captions: landscape pieces (laptop screens, sheets, renders) across the row, phone
 * screens side by side. `firstEager` for a gallery that can start on the first screen.
 */
export function WorkGallery({
  images,
  wideSizes,
  firstEager = false,
}: {
  images: readonly WorkImage[];
  /** The `sizes` of a landscape image; phone screens take a third of it. */
  wideSizes: string;
  firstEager?: boolean;
}) {
  return (
    <ul className={styles.gallery}>
      {images.map((image, i) => {
        const tall = isTall(image);
        return (
          <li key={image.src} className={tall ? styles.tall : styles.wide}>
            <figure className={styles.figure}>
              <WorkPicture
                image={image}
                sizes={tall ? "(min-width: 1024px) 240px, 45vw" : wideSizes}
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
