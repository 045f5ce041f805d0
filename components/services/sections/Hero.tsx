import type { HeroSection } from "@/lib/content/serviceTypes";
import { controlsIn } from "@/lib/content/controls";
import { PointerGlow } from "@/components/motion/PointerGlow";
import { BackgroundVideo } from "@/components/motion/BackgroundVideo";
import { pageLocale } from "@/components/i18n/pageLocale";
import { ActionLink } from "../ActionLink";
import { ServiceIcon } from "@/components/ui/icons";
import shared from "./shared.module.css";
import styles from "./Hero.module.css";
import blobStyles from "../CursorBlob.module.css";
import videoStyles from "../HeroVideo.module.css";
import { CheckList } from "@/components/ui/CheckList";
import { type Props, headingId } from "./shell";
import { Showcase } from "./Showcase";
import { figureWithUnit } from "@/lib/figure";

/**
 * A service page's opening: its words on the left, its own work on the right (beneath the buttons on a phone),
 * the proof points and prices under the words. The work is the hero's picture: no other decoration.
 */
export function Hero({ section, index, serviceId }: Props<HeroSection>) {
  return (
    <section
      id={section.id}
      data-section="hero"
      className={`${styles.hero} on-ink ${section.video ? styles.heroWithVideo : ""}`}
      aria-labelledby={headingId(index)}
    >
      {section.video ? (
        <BackgroundVideo
          sources={[
            { src: section.video.webm, type: "video/webm" },
            { src: section.video.mp4, type: "video/mp4" },
          ]}
          poster={section.video.poster}
          labels={controlsIn(pageLocale()).backgroundVideoLabels}
          description={section.video.label}
          classNames={{ video: videoStyles.video, toggle: videoStyles.toggle }}
        />
      ) : null}
      {section.cursorBlob ? <PointerGlow name="blob" className={blobStyles.blob} testId="cursor-blob" /> : null}
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <p className={`${shared.heroEyebrow} ${styles.eyebrow}`}>
            <ServiceIcon name={section.icon} size={18} />
            {section.eyebrow}
          </p>
          <h1 id={headingId(index)} className={styles.h1}>
            {section.heading}
          </h1>
          <p className={styles.lead}>{section.lead}</p>
          <div className={shared.actions}>
            {section.actions.map((action) => (
              <ActionLink key={action.label} action={action} onInk serviceId={serviceId} />
            ))}
          </div>
        </div>
        <div className={styles.heroWork}>
          <Showcase showcase={section.showcase} />
        </div>
        <div className={styles.heroDetails}>
          {section.figures ? (
            <dl className={styles.heroFigures}>
              {section.figures.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt> <dd>{figureWithUnit(f.value)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <CheckList items={section.highlights} className={styles.heroHighlights} />
        </div>
      </div>
    </section>
  );
}
