import { localeInfo, type Locale } from "@/lib/locales";
import { privacyNoticeIn } from "@/lib/content/privacy";
import { RichText } from "@/components/ui/RichText";
import { DataItems } from "./DataItems";
import { RightsSection } from "./RightsSection";
import styles from "./PrivacyNotice.module.css";

const longDate = (iso: string, locale: Locale) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(localeInfo[locale].htmlLang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The privacy notice's body: date and version, a short summary, a table of contents, then each section. */
export function PrivacyNotice({ analyticsOn, locale }: { analyticsOn: boolean; locale: Locale }) {
  const notice = privacyNoticeIn(locale);
  const updated = longDate(notice.updated, locale);
  return (
    <div className={`container ${styles.layout}`}>
      <p className={styles.meta}>
        {notice.updatedLabel}: <time dateTime={notice.updated}>{updated}</time> · {notice.versionLabel} {notice.version}
      </p>

      <section className={styles.summary} aria-labelledby="privacy-summary">
        <h2 id="privacy-summary" className={styles.summaryHeading}>
          {notice.summary.heading}
        </h2>
        <ul>
          {notice.summary.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <nav className={styles.toc} aria-labelledby="privacy-toc">
        <h2 id="privacy-toc" className={styles.tocHeading}>
          {notice.tocLabel}
        </h2>
        <ol>
          {notice.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.prose}>
        {notice.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className={styles.section}
            aria-labelledby={`${section.id}-heading`}
          >
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            <RichText blocks={section.blocks} linkClassName={styles.link} />
            {section.id === "what-we-collect" ? <DataItems locale={locale} /> : null}
            {section.id === "your-rights" ? <RightsSection locale={locale} /> : null}
            {section.id === "who-receives-it" ? (
              <p>{analyticsOn ? notice.analyticsStatus.on : notice.analyticsStatus.off}</p>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
