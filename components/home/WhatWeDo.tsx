import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ArrowRightIcon, HomeIcon } from "@/components/ui/icons";
import styles from "./WhatWeDo.module.css";
import { railClass } from "@/components/ui/rail";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";

/** Section 3: What We Do — six service cards, each linking straight to the canonical service page. */
export function WhatWeDo() {
  const { whatWeDo, whatWeDoIntro, whatWeDoLinkLabel } = homeIn(pageLocale());
  return (
    <section id="what-we-do" className={styles.section} aria-labelledby="home-services-heading">
      <div className="container">
        <FadeIn>
          <SectionHeading id="home-services-heading" {...whatWeDoIntro} />
        </FadeIn>
        <ul className={`${styles.grid} ${railClass}`}>
          {whatWeDo.map((card, i) => (
            <FadeIn as="li" key={card.serviceId} delay={(i % 3) * 0.08} className={styles.item}>
              <div className={styles.card}>
                <span className={styles.icon}>
                  <HomeIcon name={card.icon} size={26} />
                </span>
                <h3 className={styles.title}>
                  <Link href={serviceById(card.serviceId).path} className={styles.link}>
                    {card.title}
                  </Link>
                </h3>
                <p className={styles.text}>{card.description}</p>
                <span className={styles.more} aria-hidden="true">
                  {whatWeDoLinkLabel}
                  <ArrowRightIcon size={16} />
                </span>
              </div>
            </FadeIn>
          ))}
        </ul>
      </div>
    </section>
  );
}
