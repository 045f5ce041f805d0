import type {
  AboutSection,
  AdvantagesSection,
  CaseStudiesSection,
  CtaSection,
  FaqSection,
  HeroSection,
  HighlightSection,
  IncludedSection,
  MetricsSection,
  PageNavSection,
  ProcessSection,
  ServiceGridSection,
  ServiceSection,
  StatsSection,
  WhyChooseSection,
} from "@/content/services/types";
import { FadeIn } from "@/components/motion/FadeIn";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";
import { ActionLink } from "./ActionLink";
import { PointerGlow } from "@/components/motion/PointerGlow";
import { BackgroundVideo } from "@/components/motion/BackgroundVideo";
import { backgroundVideoLabels } from "@/content/controls";
import { ServiceIcon } from "./ServiceIcon";
import styles from "./sections.module.css";
import blobStyles from "./CursorBlob.module.css";
import videoStyles from "./HeroVideo.module.css";
import { cx } from "@/lib/classNames";
import { NumberBadge } from "@/components/ui/NumberBadge";
import { CheckList } from "@/components/ui/CheckList";

// One component per section kind. All are server components; only the hero's video and cursor blob
// (architecture page) hydrate. Headings: the hero holds the page's one h1, every other section an h2.

type Props<S> = {
  section: S;
  index: number;
  /** Root margin of the scroll fade-ins (spec 4: 50 px on the logo page). */
  fadeMargin?: `${number}px`;
};

const headingId = (index: number) => `section-${index}-heading`;

function Shell({
  section,
  index,
  className,
  children,
  labelledBy = true,
}: {
  section: ServiceSection;
  index: number;
  className?: string;
  children: React.ReactNode;
  labelledBy?: boolean;
}) {
  const tone = section.tone ?? "paper";
  return (
    <section
      id={section.id}
      data-section={section.kind}
      className={cx(styles.section, styles[`tone-${tone}`], tone === "ink" && "on-ink", className)}
      aria-labelledby={labelledBy ? headingId(index) : undefined}
    >
      {children}
    </section>
  );
}

function SectionHeader({
  eyebrow,
  heading,
  intro,
  index,
  center = false,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  index: number;
  center?: boolean;
}) {
  return (
    <header className={cx(styles.header, center && styles.center)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={headingId(index)} className={styles.h2}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}

export function Hero({ section, index }: Props<HeroSection>) {
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
          labels={backgroundVideoLabels}
          description={section.video.label}
          classNames={{ video: videoStyles.video, toggle: videoStyles.toggle }}
        />
      ) : null}
      <div className={styles.heroDecor} aria-hidden="true">
        <span className={styles.orbA} />
        <span className={styles.orbB} />
        <span className={styles.gridLines} />
      </div>
      {section.cursorBlob ? <PointerGlow name="blob" className={blobStyles.blob} testId="cursor-blob" /> : null}
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <p className={styles.heroEyebrow}>{section.eyebrow}</p>
          <h1 id={headingId(index)} className={styles.h1}>
            {section.heading}
          </h1>
          <p className={styles.lead}>{section.lead}</p>
          <div className={styles.actions}>
            {section.actions.map((action) => (
              <ActionLink key={action.label} action={action} onInk />
            ))}
          </div>
        </div>
        <div className={styles.heroPanel}>
          <span className={styles.heroIcon}>
            <ServiceIcon name={section.icon} size={40} />
          </span>
          {section.figures ? (
            <dl className={styles.heroFigures}>
              {section.figures.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt> <dd>{f.value}</dd>
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

export function PageNav({ section }: Props<PageNavSection>) {
  return (
    <nav className={styles.pageNav} aria-label={section.label}>
      <ul className="container">
        {section.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function About({ section, index, fadeMargin }: Props<AboutSection>) {
  return (
    <Shell section={section} index={index}>
      <FadeIn margin={fadeMargin} className={`container ${styles.aboutGrid}`}>
        <div>
          <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
          <div className={styles.prose}>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        {section.aside || section.points ? (
          <div className={styles.aboutAside}>
            {section.aside ? (
              <p className={styles.asideFigure}>
                <span className={styles.asideValue}>{section.aside.value}</span>
                <span className={styles.asideLabel}>{section.aside.label}</span>
              </p>
            ) : null}
            {section.points ? <CheckList items={section.points} className={styles.checkList} /> : null}
          </div>
        ) : null}
      </FadeIn>
    </Shell>
  );
}

export function ServiceGrid({ section, index, fadeMargin }: Props<ServiceGridSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ul
          className={cx(
            styles.cards,
            section.items.length === 4 && styles.cardsEven,
            section.items.length === 5 && styles.cardsFive,
          )}
        >
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.card} delay={(i % 3) * 0.08}>
              <span className={styles.iconTile}>
                <ServiceIcon name={item.icon} />
              </span>
              <h3 className={styles.h3}>{item.title}</h3>
              <p>{item.description}</p>
              {item.points ? (
                <ul className={styles.miniList}>
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </FadeIn>
          ))}
        </ul>
      </div>
    </Shell>
  );
}

export function WhyChoose({ section, index, fadeMargin }: Props<WhyChooseSection>) {
  return (
    <Shell section={section} index={index}>
      <div className={`container ${styles.whyGrid}`}>
        <div className={styles.whyHeader}>
          <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        </div>
        <ul className={styles.whyList} data-count={section.items.length}>
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.whyItem} delay={(i % 2) * 0.06}>
              <span className={styles.whyCheck}>
                <CheckIcon size={18} />
              </span>
              <div>
                <h3 className={styles.h3}>{item.title}</h3>
                {item.description ? <p>{item.description}</p> : null}
              </div>
            </FadeIn>
          ))}
        </ul>
      </div>
    </Shell>
  );
}

export function Stats({ section, index }: Props<StatsSection>) {
  return (
    <Shell section={section} index={index} className={styles.statsSection}>
      <div className="container">
        <h2
          id={headingId(index)}
          className={section.headingHidden ? "visually-hidden" : `${styles.h2} ${styles.statsHeading}`}
        >
          {section.heading}
        </h2>
        <dl className={styles.stats}>
          {section.items.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt> <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Shell>
  );
}

export function Process({ section, index, fadeMargin }: Props<ProcessSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} center />
        <ol className={styles.steps} data-count={section.steps.length}>
          {section.steps.map((step, i) => (
            <FadeIn margin={fadeMargin} as="li" key={step.title} className={styles.step} delay={(i % 3) * 0.08}>
              <NumberBadge n={i + 1} className={styles.stepNumber} />
              <h3 className={styles.h3}>
                <span className="visually-hidden">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </FadeIn>
          ))}
        </ol>
      </div>
    </Shell>
  );
}

export function Advantages({ section, index, fadeMargin }: Props<AdvantagesSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ol className={styles.advantages} data-count={section.items.length}>
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.advantage} delay={(i % 3) * 0.08}>
              <NumberBadge n={i + 1} className={styles.advantageNumber} />
              <span className={styles.iconTile}>
                <ServiceIcon name={item.icon} />
              </span>
              <h3 className={styles.h3}>{item.title}</h3>
              <p>{item.description}</p>
            </FadeIn>
          ))}
        </ol>
      </div>
    </Shell>
  );
}

export function Included({ section, index }: Props<IncludedSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} center />
        <ul className={styles.included}>
          {section.items.map((item) => (
            <li key={item.title} className={styles.includedItem}>
              <span className={styles.includedIcon}>
                <ServiceIcon name={item.icon} size={28} />
              </span>
              <h3 className={styles.h3}>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Shell>
  );
}

export function Highlight({ section, index, fadeMargin }: Props<HighlightSection>) {
  return (
    <Shell section={section} index={index} className={styles.highlightSection}>
      <FadeIn margin={fadeMargin} className={`container ${styles.highlight}`}>
        <p className={styles.highlightValue} aria-hidden="true">
          {section.value}
        </p>
        <div>
          <h2 id={headingId(index)} className={styles.h2}>
            {section.heading}
          </h2>
          <p className={styles.intro}>{section.text}</p>
          {section.points ? <CheckList items={section.points} className={styles.checkList} /> : null}
        </div>
      </FadeIn>
    </Shell>
  );
}

export function Faq({ section, index }: Props<FaqSection>) {
  const group = `faq-${section.id ?? index}`;
  return (
    <Shell section={section} index={index}>
      <div className={`container ${styles.faqGrid}`}>
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        {/* Native exclusive accordion: details elements sharing a name keep one open at a time; clicking the
            open one closes it. Works without JavaScript, and every answer is in the HTML for crawlers. */}
        <div className={styles.faqList}>
          {section.items.map((item) => (
            <details key={item.question} name={group} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>
                <h3 className={styles.faqHeading}>{item.question}</h3>
                <ChevronDownIcon className={styles.faqChevron} />
              </summary>
              <div className={styles.faqAnswer}>
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </Shell>
  );
}

export function CaseStudies({ section, index, fadeMargin }: Props<CaseStudiesSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ul className={styles.cases}>
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.case} delay={(i % 3) * 0.08}>
              <p className={styles.caseMetric}>{item.metric}</p>
              <h3 className={styles.h3}>{item.title}</h3>
              <p className={styles.caseClient}>{item.client}</p>
              <p>{item.summary}</p>
            </FadeIn>
          ))}
        </ul>
      </div>
    </Shell>
  );
}

export function Metrics({ section, index }: Props<MetricsSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} center />
        <dl className={styles.metrics}>
          {section.items.map((item) => (
            <div key={item.label} className={styles.metric}>
              <dt className={styles.metricLabel}>{item.label}</dt> <dd className={styles.metricValue}>{item.value}</dd>
              <dd className={styles.metricText}>{item.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Shell>
  );
}

export function Cta({ section, index, fadeMargin }: Props<CtaSection>) {
  return (
    <Shell section={section} index={index} className={styles.ctaSection}>
      <FadeIn margin={fadeMargin} className="container">
        <div className={`${styles.cta} on-ink`}>
          <span className={styles.ctaGlow} aria-hidden="true" />
          {section.eyebrow ? <p className={styles.heroEyebrow}>{section.eyebrow}</p> : null}
          <h2 id={headingId(index)} className={styles.h2}>
            {section.heading}
          </h2>
          <p className={styles.ctaText}>{section.text}</p>
          <div className={styles.actions}>
            {section.actions.map((action) => (
              <ActionLink key={action.label} action={action} onInk />
            ))}
          </div>
          {section.note ? <p className={styles.ctaNote}>{section.note}</p> : null}
        </div>
      </FadeIn>
    </Shell>
  );
}
