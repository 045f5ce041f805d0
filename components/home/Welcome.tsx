import Link from "@/components/i18n/Link";
import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ArrowRightIcon } from "@/components/ui/icons";
import styles from "./Welcome.module.css";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";
import { figureWithUnit } from "@/lib/figure";

/** Section 2: welcome / about. */
export function Welcome() {
  const { homeWelcome } = homeIn(pageLocale());
  const { image } = homeWelcome;
  return (
    <section className={styles.section} aria-labelledby="home-welcome-heading">
      <div className={`container ${styles.grid}`}>
        <FadeIn>
          <SectionHeading
            id="home-welcome-heading"
            eyebrow={homeWelcome.eyebrow}
            heading={homeWelcome.heading}
            className={styles.heading}
          />
          {homeWelcome.paragraphs.map((text) => (
            <p key={text.slice(0, 32)} className={styles.text}>
              {text}
            </p>
          ))}
          <Link href={homeWelcome.link.href} className={styles.link}>
            {homeWelcome.link.label}
            <ArrowRightIcon size={18} />
          </Link>
        </FadeIn>
        <FadeIn delay={0.1} className={styles.visual}>
          {/* eslint-disable-next-line @next/next/no-img-element -- static export; an SVG with explicit size */}
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
          />
        </FadeIn>
      </div>
      <div className="container">
        <FadeIn>
          <dl className={styles.stats}>
            {homeWelcome.stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt> <dd>{figureWithUnit(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </FadeIn>
      </div>
    </section>
  );
}
