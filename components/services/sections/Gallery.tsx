import type { GallerySection } from "@/lib/content/serviceTypes";
import { WorkGallery } from "@/components/ui/WorkGallery";
import { RAIL_CARD_WIDTH } from "@/components/ui/rail";
import { type Props, Shell, SectionHeader } from "./shell";

/** Work shown as images: rendered stills, client websites. Lazy: never the first section of a page. */
export function Gallery({ section, index }: Props<GallerySection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <WorkGallery
          images={section.items}
          wideSizes={`(min-width: 1280px) 1152px, (min-width: 640px) 92vw, ${RAIL_CARD_WIDTH}`}
          railLabel={section.heading}
        />
      </div>
    </Shell>
  );
}
