import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { controlsIn } from "@/lib/content/controls";
import { learnMoreAboutLabel } from "@/lib/recordWords";
import { serviceMenuColumnsFor } from "@/lib/serviceMenus";
import { FadeIn } from "@/components/motion/FadeIn";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRightIcon, ServiceIcon } from "@/components/ui/icons";
import shared from "./sections/shared.module.css";
import hero from "./sections/Hero.module.css";
import cta from "./sections/Cta.module.css";
import styles from "./ServicesOverview.module.css";
import { CheckList } from "@/components/ui/CheckList";
import { servicesOverviewIn } from "@/lib/content/servicesOverview";
import { pageLocale } from "@/components/i18n/pageLocale";

/** /services: the eight service cards (content/services-overview/), every service by team, and the closing coffee invitation. */
export function ServicesOverview() {
  const servicesOverview = servicesOverviewIn(pageLocale());
  const words = controlsIn(pageLocale()).recordWords;
  const { eyebrow, heading, lead, figures, panelNote, cardsHeading, cards, allServices, closing } = servicesOverview;
  return (
    <div className={shared.page} data-theme="saffron">
      <section className={`${hero.hero} on-ink`} aria-labelledby="services-heading">
        <div className={hero.heroDecor} aria-hidden="true">
          <span className={hero.orbA} />
          <span className={hero.orbB} />
          <span className={hero.gridLines} />
        </div>
        <div className={`container ${hero.heroInner}`}>
          <div>
            <p className={shared.heroEyebrow}>{eyebrow}</p>
            <h1 id="services-heading" className={hero.h1}>
              {heading}
            </h1>
            <p className={hero.lead}>{lead}</p>
          </div>
          <div className={hero.heroPanel}>
            <dl className={hero.heroFigures}>
              {figures.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.panelNote}>{panelNote}</p>
          </div>
        </div>
      </section>

      <section className={`${shared.section} ${shared["tone-tint"]}`} aria-labelledby="services-cards-heading">
        <div className="container">
          <h2 id="services-cards-heading" className="visually-hidden">
            {cardsHeading}
          </h2>
          <ul className={styles.cards}>
            {cards.map((card, i) => {
              const service = serviceById(card.serviceId);
              return (
                <FadeIn as="li" key={card.title} className={styles.card} delay={(i % 4) * 0.06}>
                  <span className={shared.iconTile}>
                    <ServiceIcon name={card.icon} />
                  </span>
                  <h3 className={styles.title}>{card.title}</h3>
                  <p className={styles.description}>{card.description}</p>
                  <CheckList items={card.features} className={styles.features} iconSize={16} />
                  <Link href={service.path} className={styles.more}>
                    {words.learnMore}
                    <span className="visually-hidden">{learnMoreAboutLabel(words, card.title)}</span>
                    <ArrowRightIcon size={18} />
                  </Link>
                </FadeIn>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={shared.section} aria-labelledby="services-all-heading">
        <div className="container">
          <h2 id="services-all-heading" className={shared.h2}>
            {allServices.heading}
          </h2>
          <p className={styles.allLead}>{allServices.lead}</p>
          <div className={styles.allColumns}>
            {serviceMenuColumnsFor(pageLocale()).map((column) => (
              <div key={column.category}>
                <h3 id={`services-all-${column.category}`} className={styles.allHeading}>
                  {column.heading}
                </h3>
                <ul className={styles.allList} aria-labelledby={`services-all-${column.category}`}>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={styles.allLink}>
                        {link.label}
                        <ArrowRightIcon size={16} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={`${shared.section} ${cta.ctaSection}`} aria-labelledby="services-closing-heading">
        <FadeIn className="container">
          <div className={`${cta.cta} on-ink`}>
            <span className={cta.ctaGlow} aria-hidden="true" />
            <h2 id="services-closing-heading" className={`${shared.h2} ${cta.h2}`}>
              {closing.heading}
            </h2>
            <p className={cta.ctaText}>{closing.text}</p>
            <div className={`${shared.actions} ${cta.actions}`}>
              <ButtonLink href={closing.action.href}>{closing.action.label}</ButtonLink>
            </div>
          </div>
        </FadeIn>
      </section>
    </div>
  );
}
