import Link from "next/link";
import { servicesOverview } from "@/content/services/overview";
import { serviceById } from "@/lib/routes";
import { serviceMenuColumns } from "@/lib/navigation";
import { FadeIn } from "@/components/motion/FadeIn";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRightIcon, ServiceIcon } from "@/components/ui/icons";
import sections from "./sections.module.css";
import styles from "./ServicesOverview.module.css";
import { CheckList } from "@/components/ui/CheckList";

/** /services: the eight service cards (content/services/overview.ts), every service by team, and the closing coffee invitation. */
export function ServicesOverview() {
  const { eyebrow, heading, lead, figures, panelNote, cardsHeading, cards, allServices, closing } = servicesOverview;
  return (
    <div className={sections.page} data-theme="saffron">
      <section className={`${sections.hero} on-ink`} aria-labelledby="services-heading">
        <div className={sections.heroDecor} aria-hidden="true">
          <span className={sections.orbA} />
          <span className={sections.orbB} />
          <span className={sections.gridLines} />
        </div>
        <div className={`container ${sections.heroInner}`}>
          <div>
            <p className={sections.heroEyebrow}>{eyebrow}</p>
            <h1 id="services-heading" className={sections.h1}>
              {heading}
            </h1>
            <p className={sections.lead}>{lead}</p>
          </div>
          <div className={sections.heroPanel}>
            <dl className={sections.heroFigures}>
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

      <section className={`${sections.section} ${sections["tone-tint"]}`} aria-labelledby="services-cards-heading">
        <div className="container">
          <h2 id="services-cards-heading" className="visually-hidden">
            {cardsHeading}
          </h2>
          <ul className={styles.cards}>
            {cards.map((card, i) => {
              const service = serviceById(card.serviceId);
              return (
                <FadeIn as="li" key={card.title} className={styles.card} delay={(i % 4) * 0.06}>
                  <span className={sections.iconTile}>
                    <ServiceIcon name={card.icon} />
                  </span>
                  <h3 className={styles.title}>{card.title}</h3>
                  <p className={styles.description}>{card.description}</p>
                  <CheckList items={card.features} className={styles.features} iconSize={16} />
                  <Link href={service.path} className={styles.more}>
                    Learn More<span className="visually-hidden"> about {card.title}</span>
                    <ArrowRightIcon size={18} />
                  </Link>
                </FadeIn>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={sections.section} aria-labelledby="services-all-heading">
        <div className="container">
          <h2 id="services-all-heading" className={sections.h2}>
            {allServices.heading}
          </h2>
          <p className={styles.allLead}>{allServices.lead}</p>
          <div className={styles.allColumns}>
            {serviceMenuColumns.map((column) => (
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

      <section className={`${sections.section} ${sections.ctaSection}`} aria-labelledby="services-closing-heading">
        <FadeIn className="container">
          <div className={`${sections.cta} on-ink`}>
            <span className={sections.ctaGlow} aria-hidden="true" />
            <h2 id="services-closing-heading" className={sections.h2}>
              {closing.heading}
            </h2>
            <p className={sections.ctaText}>{closing.text}</p>
            <div className={sections.actions}>
              <ButtonLink href={closing.action.href}>{closing.action.label}</ButtonLink>
            </div>
          </div>
        </FadeIn>
      </section>
    </div>
  );
}
