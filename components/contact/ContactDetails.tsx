import { contactPage } from "@/content/contact";
import { site } from "@/content/site";
import { formattedAddress, mailtoHref, telHref } from "@/lib/site";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import styles from "./Contact.module.css";

const copy = contactPage.details;

/** Address, tap-to-call and mailto links, opening hours — all from the one site record. */
export function ContactDetails() {
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
            <span className={styles.hoursLine}>{site.hours.contactPage.weekdays}</span>
            <span className={styles.hoursLine}>{site.hours.contactPage.sunday}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
