import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { aboutIn } from "@/lib/content/about";
import { controlsIn } from "@/lib/content/controls";
import { linkedInProfileLabel } from "@/lib/recordWords";
import { teamIn } from "@/lib/content/team";
import { pageLocale } from "@/components/i18n/pageLocale";
import { sanitizeRichText } from "@/lib/sanitize";
import { FadeIn } from "@/components/motion/FadeIn";
import { ArrowRightIcon, CheckIcon, SocialIcon, ValueIcon } from "@/components/ui/icons";
import { cx } from "@/lib/classNames";
import styles from "./About.module.css";

export function AboutIntro() {
  const locale = pageLocale();
  const aboutPage = aboutIn(locale);
  const { intro } = aboutPage;
  return (
    <section className={`container ${styles.intro}`} aria-labelledby="about-intro-heading">
      <div>
        <h2 id="about-intro-heading">{intro.heading}</h2>
        {intro.paragraphs.map((text) => (
          <p key={text.slice(0, 24)} className={styles.introText}>
            {text}
          </p>
        ))}
      </div>
      <FadeIn className={styles.claim}>
        <p className={styles.claimFigure}>{intro.claim.figure}</p>
        <p className={styles.claimText}>{intro.claim.text}</p>
      </FadeIn>
    </section>
  );
}

export function TrustedByBusinesses() {
  const locale = pageLocale();
  const aboutPage = aboutIn(locale);
  const { trusted } = aboutPage;
  return (
    <IconCardBand
      headingId="trusted-heading"
      heading={trusted.heading}
      lead={trusted.lead}
      bandClassName={styles.band}
      gridClassName={styles.cardGrid4}
      cardClassName={styles.valueCard}
      delayStep={0.06}
      items={trusted.items}
      icon={(item) => <ValueIcon name={item.id} size={28} className={styles.valueIcon} />}
    />
  );
}

export function AboutServices() {
  const locale = pageLocale();
  const aboutPage = aboutIn(locale);
  const { services } = aboutPage;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="about-services-heading">
      <h2 id="about-services-heading">{services.heading}</h2>
      <p className={styles.sectionLead}>{services.lead}</p>
      <ul className={cx("card-grid", styles.cardGrid3)}>
        {services.cards.map((card, index) => {
          const service = serviceById(card.serviceId);
          return (
            <FadeIn as="li" key={card.serviceId} className={styles.serviceCard} delay={(index % 3) * 0.06}>
              <h3>
                <Link href={service.path} className={styles.serviceLink}>
                  {card.title}
                </Link>
              </h3>
              <p>{card.description}</p>
              <span className={styles.serviceMore} aria-hidden="true">
                {services.linkLabel}
                <ArrowRightIcon size={18} />
              </span>
            </FadeIn>
          );
        })}
      </ul>
    </section>
  );
}

export function Differentiators() {
  const locale = pageLocale();
  const aboutPage = aboutIn(locale);
  const { differentiators } = aboutPage;
  return (
    <IconCardBand
      headingId="differentiators-heading"
      heading={differentiators.heading}
      bandClassName={`${styles.inkBand} on-ink`}
      gridClassName={styles.cardGrid3}
      cardClassName={styles.diffCard}
      delayStep={0.08}
      items={differentiators.items}
      icon={() => (
        <span className={styles.diffIcon} aria-hidden="true">
          <CheckIcon size={22} />
        </span>
      )}
    />
  );
}

/** A full-width band of cards, each an icon, a title and a line of text, fading in one after another. */
function IconCardBand<Item extends { id: string; title: string; text: string }>({
  headingId,
  heading,
  lead,
  bandClassName,
  gridClassName,
  cardClassName,
  delayStep,
  items,
  icon,
}: {
  headingId: string;
  heading: string;
  lead?: string;
  bandClassName?: string;
  gridClassName?: string;
  cardClassName?: string;
  /** Seconds between one card's fade-in and the next. */
  delayStep: number;
  items: readonly Item[];
  icon: (item: Item) => React.ReactNode;
}) {
  return (
    <section className={bandClassName} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{heading}</h2>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
        <ul className={cx("card-grid", gridClassName)}>
          {items.map((item, index) => (
            <FadeIn as="li" key={item.id} className={cardClassName} delay={index * delayStep}>
              {icon(item)}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </FadeIn>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function MeetTheTeam() {
  const locale = pageLocale();
  const aboutPage = aboutIn(locale);
  const team = teamIn(locale);
  const { team: copy } = aboutPage;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="team-heading">
      <h2 id="team-heading">{copy.heading}</h2>
      <p className={styles.sectionLead}>{copy.lead}</p>
      <ul className={cx("card-grid", styles.teamGrid)}>
        {team.map((member, index) => (
          <FadeIn as="li" key={member.id} className={styles.member} delay={(index % 4) * 0.06}>
            <article aria-labelledby={`member-${member.id}`} className={styles.memberInner}>
              {/* eslint-disable-next-line @next/next/no-img-element -- static export: a plain lazy image, no image runtime in the page's JavaScript */}
              <img
                src={member.image}
                alt={member.imageAlt}
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                className={styles.portrait}
              />
              <div className={styles.memberBody}>
                <h3 id={`member-${member.id}`} className={styles.memberName}>
                  {member.name}
                </h3>
                <p className={styles.memberRole}>{member.position}</p>
                {/* Bios are formatted HTML from content/team/, sanitised here at build time. */}
                <div className={styles.bio} dangerouslySetInnerHTML={{ __html: sanitizeRichText(member.bio) }} />
                <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className={styles.linkedin}>
                  <SocialIcon platform="linkedin" size={18} />
                  LinkedIn
                  <span className="visually-hidden">
                    {linkedInProfileLabel(controlsIn(locale).recordWords, member.name)}
                  </span>
                </a>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
    </section>
  );
}
