import Link from "@/components/i18n/Link";
import { controlsIn } from "@/lib/content/controls";
import type { Locale } from "@/lib/locales";
import { navigationIn } from "@/lib/content/navigation";
import { site } from "@/lib/content/site";
import { Logo } from "@/components/ui/Logo";
import { WhatsAppIcon } from "@/components/ui/icons";
import { PrimaryNav } from "./PrimaryNav";
import { MobileMenu } from "./MobileMenu";
import { MobileMenuContact } from "./MobileMenuContact";
import { WhatsAppLink } from "./WhatsAppLink";
import { ContactBar } from "./ContactBar";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ThemeToggle } from "./ThemeToggle";
import { SearchForm } from "@/components/search/SearchForm";
import { ChatLauncher } from "@/components/chat/ChatLauncher";
import styles from "./Header.module.css";

/** Fixed site header. Server-rendered; only the navigation parts that hold open/closed state are client components. */
export function Header({ locale }: { locale: Locale }) {
  const layoutCopy = navigationIn(locale).layoutCopy;
  const { newTabNote } = controlsIn(locale);
  return (
    <header className={`${styles.header} on-ink`}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logoLink} aria-label={layoutCopy.homeLinkLabel}>
          <Logo compact />
        </Link>
        <PrimaryNav />
        <div className={styles.actions}>
          <SearchForm id="header-search-q" variant="header" />
          <LanguageSwitcher variant="header" className={styles.languages} />
          <WhatsAppLink className={styles.whatsapp}>
            <WhatsAppIcon size={18} />
            <span>
              <span className="visually-hidden">{layoutCopy.whatsapp.headerPrefix}</span>
              {site.phone.display}
            </span>
            <span className="visually-hidden"> {newTabNote}</span>
          </WhatsAppLink>
          <div className={styles.themeSlot}>
            <ThemeToggle />
          </div>
          <MobileMenu
            search={<SearchForm id="menu-search-q" variant="menu" />}
            contact={<MobileMenuContact locale={locale} />}
          />
          {/* The chat launcher lives in the header at every width: a floating button would cover the page's
              links, controls and text somewhere. The slot keeps its room before the launcher hydrates. */}
          <div className={styles.chatSlot}>
            <ChatLauncher />
          </div>
        </div>
      </div>
      <ContactBar locale={locale} />
    </header>
  );
}
