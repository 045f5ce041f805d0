import type { Locale } from "@/lib/locales";
import { contactPageIn } from "@/lib/content/contact";
import { contactFormIn } from "@/lib/content/forms";
import { CONTACT_FORM_ID } from "@/lib/paths";
import { pageGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { JsonLd } from "@/components/seo/JsonLd";
import { PageHero } from "@/components/ui/PageHero";
import { ContactDetails } from "@/components/contact/ContactDetails";
import { ContactMap } from "@/components/contact/ContactMap";
import { ContactForm } from "@/components/contact/ContactForm";
import { WhyReachOut } from "@/components/contact/WhyReachOut";
import { ReplyNote } from "@/components/contact/ReplyNote";
import { BookCallLink } from "@/components/booking/BookCallLink";
import { FadeIn } from "@/components/motion/FadeIn";
import { ButtonLink } from "@/components/ui/ButtonLink";
import styles from "@/components/contact/Contact.module.css";
import { pageMetadata, pagePathIn } from "./pagePath";

export const contactMetadata = (locale: Locale) => pageMetadata("contact", locale);

/** The contact page in every language, with its form in that language. */
export function ContactRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { hero } = contactPageIn(locale);
  const form = contactFormIn(locale);
  return (
    <>
      <PageHero id="contact-hero" eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead}>
        <ButtonLink href={hero.cta.href}>{hero.cta.label}</ButtonLink>
      </PageHero>

      <div className={`container ${styles.layout}`}>
        <section className={styles.infoColumn} aria-labelledby="contact-details-heading">
          <ContactDetails />
          <ContactMap />
        </section>
        <section id={CONTACT_FORM_ID} className={styles.formCard} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.cardHeading}>
            {form.heading}
          </h2>
          <p className={styles.formLead}>{form.lead}</p>
          <BookCallLink />
          <ContactForm />
          <ReplyNote />
        </section>
      </div>

      <FadeIn as="section" className={styles.whySection}>
        <WhyReachOut />
      </FadeIn>
      <JsonLd data={pageGraph(pagePathIn("contact", locale), { type: "ContactPage" })} />
    </>
  );
}
