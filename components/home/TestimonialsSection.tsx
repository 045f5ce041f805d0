import { homeControlLabels, homeTimings, testimonials, testimonialsIntro } from "@/content/home";
import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Testimonials } from "./Testimonials";
import styles from "./sections.module.css";

/** Section 7: Testimonials — five quotes, rotating. */
export function TestimonialsSection() {
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
          />
        </FadeIn>
      </div>
    </section>
  );
}
