"use client";
import Link from "@/components/i18n/Link";
import { useId } from "react";
import { englishPath } from "@/lib/locales";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { isInServicesSection } from "@/lib/navigation";
import { cx } from "@/lib/classNames";
import { useHydratedControl } from "@/components/hooks/useHydratedControl";
import { useOpenOnThisPath } from "@/components/hooks/useOpenOnThisPath";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "@/components/ui/icons";
import { ServiceMenuColumns } from "./ServiceMenuColumns";
import { NavLink } from "./NavLink";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ThemeToggle } from "./ThemeToggle";
import styles from "./MobileMenu.module.css";

/**
 * Below the desktop breakpoint: a toggle that opens the menu with an expandable Services section (a link to the
 * footer's navigation until the page is hydrated, so a tap before the scripts run is never lost).
 * Closes on every path change, when a link is chosen, and on Escape (focus returns to the toggle).
 * `search` (the site search form, at the top of the panel) and `contact` (WhatsApp and the social profiles, at
 * its foot) are rendered by the (server) header, so the site record stays out of every page's JavaScript.
 */
export function MobileMenu({ search, contact }: { search?: React.ReactNode; contact?: React.ReactNode }) {
  const { isOpen, toggle, close, pathname } = useOpenOnThisPath();
  // The Services section resets like the menu: on any path change (Back, Forward, a link in the page) too.
  const services = useOpenOnThisPath();
  const servicesOpen = services.isOpen;
  const { hydrated, standIn, control: toggleRef } = useHydratedControl<HTMLAnchorElement, HTMLButtonElement>();
  const menuId = useId();
  const { layoutCopy, mainNav } = useLocaleCopy();
  const servicesId = useId();

  const closeAndReset = () => {
    close();
    services.close();
  };
  const toggleMenu = () => {
    if (isOpen) services.close();
    toggle();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      closeAndReset();
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={styles.root} onKeyDown={onKeyDown}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={menuId}
          aria-label={layoutCopy.menuLabel}
          onClick={toggleMenu}
        >
          {isOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          <span aria-hidden="true" className={styles.word}>
            {layoutCopy.menuLabel}
          </span>
        </button>
      ) : (
        // Until the scripts run (or without them), the same-looking toggle is a link to the footer's navigation.
        <a ref={standIn} href="#site-footer" className={styles.toggle} aria-label={layoutCopy.menuLabel}>
          <MenuIcon size={22} />
          <span aria-hidden="true" className={styles.word}>
            {layoutCopy.menuLabel}
          </span>
        </a>
      )}
      {/* Built only while open: closed, its links would be work for every page to hydrate, and before the
          scripts run the toggle is a link to the footer's navigation. */}
      {isOpen ? (
        <nav id={menuId} className={styles.panel} aria-label={layoutCopy.mobileNavLabel}>
          {search}
          <div className={styles.options}>
            <LanguageSwitcher variant="menu" />
            <ThemeToggle labelled />
          </div>
          <ul className={styles.list}>
            {mainNav.map((item) =>
              item.opensServicesMenu ? (
                <li key={item.href}>
                  <button
                    type="button"
                    className={cx(styles.link, isInServicesSection(englishPath(pathname)) && styles.current)}
                    aria-expanded={servicesOpen}
                    aria-controls={servicesId}
                    onClick={services.toggle}
                  >
                    {item.label}
                    <ChevronDownIcon size={18} className={servicesOpen ? styles.chevronOpen : styles.chevron} />
                  </button>
                  {servicesOpen ? (
                    <div id={servicesId} className={styles.services}>
                      <ServiceMenuColumns
                        pathname={pathname}
                        onChoose={closeAndReset}
                        classNames={{ heading: styles.groupHeading, list: styles.subList, link: styles.subLink }}
                      />
                      <Link href={item.href} className={styles.subLink} onClick={closeAndReset}>
                        {layoutCopy.allServicesLabel}
                      </Link>
                    </div>
                  ) : null}
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink href={item.href} pathname={pathname} className={styles.link} onClick={closeAndReset}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          {contact}
        </nav>
      ) : null}
    </div>
  );
}
