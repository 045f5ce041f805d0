import { clients, clientsIntro, homeControlLabels, homeTimings } from "@/content/home";
import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ClientStrip } from "./ClientStrip";
import styles from "./sections.module.css";

/** Section 6: Our Clients — the three client logos in a moving strip. */
export function ClientsSection() {
  return (
    <section className={styles.tinted} aria-labelledby="home-clients-heading">
      <div className="container">
        <FadeIn>
          <SectionHeading id="home-clients-heading" align="center" {...clientsIntro} />
        </FadeIn>
        <ClientStrip
          clients={clients}
          tickMs={homeTimings.logoTickMs}
          stepPx={homeTimings.logoStepPx}
          labels={homeControlLabels.clientStrip}
        />
      </div>
    </section>
  );
}
