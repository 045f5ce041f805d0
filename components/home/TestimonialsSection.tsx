import Link from "@/components/i18n/Link";
import { controlsIn } from "@/lib/content/controls";
import { ArrowRightIcon } from "@/components/ui/icons";
import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Testimonials } from "./Testimonials";
import styles from "./sections.module.css";
import { homeIn } from "@/lib/content/home";
import { testimonialsIn } from "@/lib/content/testimonials";
import { pageLocale } from "@/components/i18n/pageLocale";

/** Section 7: Testimonials — five quotes, rotating — and a link to the case studies. */
export function TestimonialsSection() {
  const locale = pageLocale();
  const { homeControlLabels, homeTimings, testimonialsIntro, testimonialsLink } = homeIn(locale);
  const testimonials = testimonialsIn(locale);
  return (
    <section className={styles.paper} aria-labelledby="home-testimonials-heading">
      <div className="container">
        <FadeIn>
          <SectionHeading id="home-testimonials-heading" align="center" {...testimonialsIntro} />
        </FadeIn>
        <FadeIn>
          <Testimonials
            testimonials={testimonials}
            intervalMs={homeTimings.testimonialRotationMs}
            labels={homeControlLabels.testimonials}
            words={controlsIn(locale).interactiveWords}
          />
        </FadeIn>
        <p className={styles.moreLink}>
          <Link href={testimonialsLink.href}>
            {testimonialsLink.label}
            <ArrowRightIcon size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
