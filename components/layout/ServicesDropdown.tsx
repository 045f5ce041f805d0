"use client";
import Link from "@/components/i18n/Link";
import { useId, useRef } from "react";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { cx } from "@/lib/classNames";
import { useHydratedControl } from "@/components/hooks/useHydratedControl";
import { useOpenOnThisPath } from "@/components/hooks/useOpenOnThisPath";
import { ChevronDownIcon } from "@/components/ui/icons";
import { ServiceMenuColumns } from "./ServiceMenuColumns";
import navStyles from "./PrimaryNav.module.css";
import styles from "./ServicesDropdown.module.css";

/**
 * The header's Services disclosure (a button with aria-expanded, not an ARIA menu): opens on hover or
 * click, Enter/Space toggle it (native button behaviour), Escape closes it and returns focus to the
 * button, and it closes when a link is chosen or the path changes. Until the page is hydrated it is a link to
 * the services overview, so a click before the scripts run still goes somewhere.
 */
export function ServicesDropdown({
  label,
  overviewHref,
  inSection,
}: {
  label: string;
  overviewHref: string;
  inSection: boolean;
}) {
  const { isOpen, open, close, toggle, pathname } = useOpenOnThisPath();
  const { hydrated, standIn, control: buttonRef } = useHydratedControl<HTMLAnchorElement, HTMLButtonElement>();
  // A mouse click lands right after the hover that opened the panel: that click keeps it open. Enter and
  // Space (a click with detail 0) always toggle, whatever the pointer did.
  const openedByHover = useRef(false);
  const openOnHover = () => {
    if (!isOpen) openedByHover.current = true;
    open();
  };
  const closeOnLeave = () => {
    openedByHover.current = false;
    close();
  };
  const onButtonClick = (event: React.MouseEvent) => {
    const clickAfterHover = openedByHover.current && event.detail > 0;
    openedByHover.current = false;
    if (!clickAfterHover) toggle();
  };
  const panelId = useId();
  const { layoutCopy } = useLocaleCopy();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && isOpen) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };
  // Close when focus leaves the whole disclosure (Tab past the last link).
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div
      className={styles.wrapper}
      onMouseEnter={openOnHover}
      onMouseLeave={closeOnLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          className={cx(navStyles.link, inSection && navStyles.current)}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onButtonClick}
        >
          {label}
          <ChevronDownIcon size={16} className={isOpen ? styles.chevronOpen : styles.chevron} />
        </button>
      ) : (
        // Until the scripts run (or without them): a link to the overview that looks the same, chevron included,
        // so nothing in the header moves when the button takes its place.
        <Link ref={standIn} href={overviewHref} className={cx(navStyles.link, inSection && navStyles.current)}>
          {label}
          <ChevronDownIcon size={16} className={styles.chevron} />
        </Link>
      )}
      {/* Built only while open: closed, its links would be work for every page to hydrate, and before the
          scripts run the overview link stands in for it. */}
      {isOpen ? (
        <div id={panelId} className={styles.panel}>
          <div className={styles.columns}>
            <ServiceMenuColumns
              pathname={pathname}
              onChoose={close}
              labelIdPrefix={panelId}
              classNames={{ column: styles.column, heading: styles.heading, list: styles.links, link: styles.link }}
            />
          </div>
          <Link href={overviewHref} className={styles.overview} onClick={close}>
            {layoutCopy.allServicesLabel}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
