import { contactPage } from "@/content/contact";
import { site } from "@/content/site";
import { formattedAddress, mailtoHref, telHref } from "@/lib/site";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import styles from "./Contact.module.css";

const copy = contactPage.details;
const scopes = site.hours.scopes;
const { days, opens, closes } = site.hours.structuredData;
/** The structured-data reading of the hours, written "Mon–Fri 09:00–19:00" (docs/decisions.md, "Opening hours"). */
const structuredDataHours = `${days[0]!.slice(0, 3)}–${days.at(-1)!.slice(0, 3)} ${opens}–${closes}`;

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
            {/* All three readings of the hours, each under what it is for (site.hours.scopes; docs/decisions.md). */}
            <span className={styles.hoursScope}>{scopes.contactPage}</span>
            <span className={styles.hoursLine}>{site.hours.contactPage.weekdays}</span>
            <span className={styles.hoursLine}>{site.hours.contactPage.sunday}</span>
            <span className={styles.hoursScope}>{scopes.chat}</span>
            <span className={styles.hoursLine}>{site.hours.chat}</span>
            <span className={styles.hoursScope}>{scopes.structuredData}</span>
            <span className={styles.hoursLine}>{structuredDataHours}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
