import type { WorkImage } from "@/content/types";
import { workImageFile, workImageSrcSet } from "@/lib/work";

/**
 * A work image: an SVG as a plain <img>, a raster as a <picture> with AVIF and WebP at each generated width.
 * Lazy unless it may sit on the first screen; `decorative` empties the alt where a linked title says it all.
 */
export function WorkPicture({
  image,
  sizes,
  className,
  decorative = false,
  lazy = true,
}: {
  image: WorkImage;
  sizes: string;
  className?: string;
  decorative?: boolean;
  lazy?: boolean;
}) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export; sizes and formats are generated ahead
    <img
      className={className}
      src={workImageFile(image)}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
  if (!image.widths) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={workImageSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={workImageSrcSet(image, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
