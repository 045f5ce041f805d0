import { preload } from "react-dom";
import { controlsIn } from "@/lib/content/controls";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRightIcon } from "@/components/ui/icons";
import { BackgroundVideo } from "@/components/motion/BackgroundVideo";
import { PointerGlow } from "@/components/motion/PointerGlow";
import styles from "./HomeHero.module.css";
import { CheckList } from "@/components/ui/CheckList";
import { HeroWork } from "./HeroWork";

// The poster is the same picture in every language.
const { poster } = homeIn("en").homeHero;
type Format = "avif" | "webp";
/** The landscape poster's file at width `w` (the first width is the fallback). */
const landscapeFile = (format: Format, w = poster.landscape.widths[0]!) =>
  poster.landscape[format].replace("{w}", String(w));
const landscape = (format: Format) =>
  poster.landscape.widths.map((w) => `${landscapeFile(format, w)} ${w}w`).join(", ");
const portrait = (format: Format) => `${poster.portrait[format]} ${poster.portrait.width}w`;
/** Screens narrower than 3:4 (phones held upright) get the portrait poster. */
const PORTRAIT = "(max-aspect-ratio: 3/4)";

/**
 * The poster is the largest paint, and React preloads no <img> inside a <picture>: one hint per source media, for
 * the AVIF the picture picks there (same srcset, same sizes). A browser without AVIF skips both hints and takes the
 * WebP source, so nothing is fetched twice.
 */
function preloadPoster() {
  const hint = { as: "image", imageSizes: "100vw", type: "image/avif", fetchPriority: "high" } as const;
  preload(poster.portrait.avif, { ...hint, imageSrcSet: portrait("avif"), media: PORTRAIT });
  preload(landscapeFile("avif"), {
    ...hint,
    imageSrcSet: landscape("avif"),
    media: `not all and ${PORTRAIT}`,
  });
}

/**
 * Section 1: the hero: the copy and its call to action, then the agency's work linked to its case studies
 * (./HeroWork.tsx). The poster frame is a plain <img> in the served HTML (the largest paint); the looping video
 * and the light spot are small client leaves layered over it.
 */
export function HomeHero() {
  const locale = pageLocale();
  const { homeHero, clientLogoLinkNote } = homeIn(locale);
  preloadPoster();
  return (
    <section className={`${styles.hero} on-ink`} aria-labelledby="home-hero-heading">
      <div className={`container ${styles.content}`}>
        {/* In the order every width shows them (./HomeHero.module.css), so a page painted from part of its HTML
            never has a piece arrive above one already drawn. */}
        <p className={styles.eyebrow}>{homeHero.eyebrow}</p>
        <h1 id="home-hero-heading" className={styles.heading}>
          {homeHero.heading}
        </h1>
        <div className={styles.actions}>
          <ButtonLink href={homeHero.cta.href}>
            {homeHero.cta.label}
            <ArrowRightIcon size={18} />
          </ButtonLink>
          <ButtonLink href={homeHero.secondaryCta.href} variant="ghost-light">
            {homeHero.secondaryCta.label}
          </ButtonLink>
        </div>
        <CheckList items={homeHero.highlights} className={styles.highlights} iconClassName={styles.check} />
        <HeroWork
          className={styles.work}
          locale={locale}
          heading={homeHero.work.heading}
          studies={homeHero.work.studies}
          linkNote={clientLogoLinkNote}
        />
        <p className={styles.lead}>{homeHero.lead}</p>
      </div>
      <div className={styles.media}>
        <picture>
          <source media={PORTRAIT} type="image/avif" srcSet={portrait("avif")} sizes="100vw" />
          <source media={PORTRAIT} type="image/webp" srcSet={portrait("webp")} sizes="100vw" />
          <source type="image/avif" srcSet={landscape("avif")} sizes="100vw" />
          <source type="image/webp" srcSet={landscape("webp")} sizes="100vw" />
          <img
            className={styles.poster}
            src={landscapeFile("webp")}
            alt=""
            width={poster.width}
            height={poster.height}
            fetchPriority="high"
          />
        </picture>
        <BackgroundVideo
          sources={homeHero.video.sources}
          labels={controlsIn(locale).backgroundVideoLabels}
          deferred
          iconOnly
          classNames={{ video: styles.video, toggle: styles.videoToggle }}
        />
        <div className={styles.overlay} />
        <PointerGlow name="spot" className={styles.spot} />
      </div>
    </section>
  );
}
