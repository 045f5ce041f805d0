import { homeControlLabels, homeHero } from "@/content/home";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRightIcon } from "@/components/ui/icons";
import { BackgroundVideo } from "@/components/motion/BackgroundVideo";
import { PointerGlow } from "@/components/motion/PointerGlow";
import styles from "./HomeHero.module.css";
import { CheckList } from "@/components/ui/CheckList";

const { poster } = homeHero;
const landscape = (format: "avif" | "webp") =>
  poster.landscape.widths.map((w) => `${poster.landscape[format].replace("{w}", String(w))} ${w}w`).join(", ");

/**
 * Section 1: the hero. The poster frame is a plain <img> in the served HTML (the largest paint);
 * the looping video and the light spot are small client leaves layered over it.
 */
export function HomeHero() {
  return (
    <section className={`${styles.hero} on-ink`} aria-labelledby="home-hero-heading">
      <div className={`container ${styles.content}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{homeHero.eyebrow}</p>
          <h1 id="home-hero-heading" className={styles.heading}>
            {homeHero.heading}
          </h1>
          <p className={styles.lead}>{homeHero.lead}</p>
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
        </div>
        <div className={styles.results}>
          <p className={styles.resultsHeading}>{homeHero.results.heading}</p>
          <dl className={styles.resultsList}>
            {homeHero.results.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt> <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.resultsNote}>{homeHero.results.note}</p>
        </div>
      </div>
      <div className={styles.media}>
        <picture>
          <source
            media="(max-aspect-ratio: 3/4)"
            type="image/avif"
            srcSet={`${poster.portrait.avif} ${poster.portrait.width}w`}
            sizes="100vw"
          />
          <source
            media="(max-aspect-ratio: 3/4)"
            type="image/webp"
            srcSet={`${poster.portrait.webp} ${poster.portrait.width}w`}
            sizes="100vw"
          />
          <source type="image/avif" srcSet={landscape("avif")} sizes="100vw" />
          <source type="image/webp" srcSet={landscape("webp")} sizes="100vw" />
          <img
            className={styles.poster}
            src={poster.landscape.webp.replace("{w}", String(poster.landscape.widths[0]))}
            alt=""
            width={poster.width}
            height={poster.height}
            fetchPriority="high"
          />
        </picture>
        <BackgroundVideo
          sources={homeHero.video.sources}
          labels={homeControlLabels.heroVideo}
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
