import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { controlsIn } from "@/lib/content/controls";
import { footerBrandingId, footerSocialPlatforms, navigationIn } from "@/lib/content/navigation";
import type { Locale } from "@/lib/locales";
import { serviceCatalogueFor } from "@/lib/content/serviceCatalogues";
import { pagePaths } from "@/lib/paths";
import { pageFor } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { footerServiceLinksFor } from "@/lib/serviceMenus";
import { formattedAddress, mailtoHref, telHref } from "@/lib/site";
import { Logo } from "@/components/ui/Logo";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { CurrentYear } from "./CurrentYear";
import { SocialLinks } from "./SocialLinks";
import { LanguageSwitcher } from "./LanguageSwitcher";
import styles from "./Footer.module.css";

const footerSocial = site.social.filter((s) => (footerSocialPlatforms as readonly string[]).includes(s.platform));
const buildYear = new Date().getFullYear();
export function Footer({ locale }: { locale: Locale }) {
  const { layoutCopy, footerQuickLinks } = navigationIn(locale);
  const copy = layoutCopy.footer;
  const privacy = pageFor("privacy", locale);
  const branding =
    serviceCatalogueFor(locale).serviceSummaries.find((s) => s.id === footerBrandingId) ??
    serviceById(footerBrandingId);
  return (
    <footer className={`${styles.footer} on-ink`} id="site-footer">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logoLink} aria-label={layoutCopy.homeLinkLabel}>
            <Logo />
          </Link>
          <p className={styles.tagline}>{copy.tagline}</p>
          <SocialLinks
            profiles={footerSocial}
            newTabNote={controlsIn(locale).newTabNote}
            label={copy.socialLabel}
            className={styles.social}
            linkClassName={styles.socialLink}
          />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {copy.quickLinksHeading}
          </h2>
          <ul className={styles.links}>
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {copy.servicesHeading}
          </h2>
          <ul className={styles.links}>
            {footerServiceLinksFor(locale).map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link href={branding.path}>{branding.navLabel}</Link>
            </li>
            <li>
              <Link href={pagePaths.services}>{copy.allServicesLabel}</Link>
            </li>
          </ul>
        </nav>

        <div className={styles.contactBlock}>
          <h2 className={styles.heading}>{copy.contactHeading}</h2>
          <address className={styles.contact}>
            <p>
              <MapPinIcon size={18} />
              <span>{formattedAddress}</span>
            </p>
            <p>
              <PhoneIcon size={18} />
              <a href={telHref}>{site.phone.display}</a>
            </p>
            <p>
              <MailIcon size={18} />
              <a href={mailtoHref}>{site.email}</a>
            </p>
          </address>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {copy.copyright.symbol} <CurrentYear buildYear={buildYear} /> {copy.copyright.holder}
        </p>
        <p>
          <Link href={privacy.path}>{privacy.title}</Link>
        </p>
        {/* The same page in the other languages: on every screen (the header has it only on wide ones). */}
        <LanguageSwitcher variant="menu" />
      </div>
    </footer>
  );
}
