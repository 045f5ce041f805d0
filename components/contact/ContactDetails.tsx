import { contactPageIn } from "@/lib/content/contact";
import { pageLocale } from "@/components/i18n/pageLocale";
import { Fragment } from "react";
import { site } from "@/lib/content/site";
import { formattedAddress, mailtoHref, telHref } from "@/lib/site";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import styles from "./Contact.module.css";

/** Address, tap-to-call and mailto links, opening hours — all from the one site record. */
export function ContactDetails() {
  const copy = contactPageIn(pageLocale()).details;
  return (
    <div className={styles.detailsCard}>
      <h2 id="contact-details-heading" className={styles.cardHeading}>
        {copy.heading}
      </h2>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>
            <MapPinIcon className={styles.detailIcon} size={22} />
            {copy.addressLabel}
          </dt>
          <dd>
            <address className={styles.address}>
              {site.legalName}
              <br />
              {formattedAddress}
            </address>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <PhoneIcon className={styles.detailIcon} size={22} />
            {copy.phoneLabel}
          </dt>
          <dd>
            <a href={telHref} className={styles.detailLink}>
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <MailIcon className={styles.detailIcon} size={22} />
            {copy.emailLabel}
          </dt>
          <dd>
            <a href={mailtoHref} className={styles.detailLink}>
              {site.email}
            </a>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>
            <ClockIcon className={styles.detailIcon} size={22} />
            {copy.hoursLabel}
          </dt>
          <dd>
            {/* All three readings of the hours, each under what it is for (site.hours.scopes; docs/decisions.md). */}
            {copy.hours.map(({ scope, lines }) => (
              <Fragment key={scope}>
                <span className={styles.hoursScope}>{scope}</span>
                {lines.map((line) => (
                  <span key={line} className={styles.hoursLine}>
                    {line}
                  </span>
                ))}
              </Fragment>
            ))}
          </dd>
        </div>
      </dl>
    </div>
  );
}
