import type { WorkImage } from "@/lib/content/types";
import { densityCapped, workImageFile, workImageSrcSet } from "@/lib/work";

/**
 * A work image: an SVG as a plain <img>, a raster as a <picture> with AVIF and WebP at each generated width.
 * Lazy unless it may sit on the first screen; `priority` for the one that is the page's largest paint (eager and
 * fetched first, found by the preload scanner in the HTML); `decorative` empties the alt where a linked title
 * says it all. A dense phone gets the file a 2× screen would (`densityCapped`).
 */
export function WorkPicture({
  image,
  sizes,
  className,
  decorative = false,
  lazy = true,
  priority = false,
}: {
  image: WorkImage;
  sizes: string;
  className?: string;
  decorative?: boolean;
  lazy?: boolean;
  priority?: boolean;
}) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- static export; sizes and formats are generated ahead
    <img
      className={className}
      src={workImageFile(image)}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={lazy && !priority ? "lazy" : undefined}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
  if (!image.widths) return img;
  const cappedSizes = densityCapped(sizes);
  return (
    <picture>
      <source type="image/avif" srcSet={workImageSrcSet(image, "avif")} sizes={cappedSizes} />
      <source type="image/webp" srcSet={workImageSrcSet(image, "webp")} sizes={cappedSizes} />
      {img}
    </picture>
  );
}
