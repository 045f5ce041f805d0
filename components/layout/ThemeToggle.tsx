"use client";
import { useSyncExternalStore } from "react";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { MoonIcon } from "@/components/ui/icons";
import { THEME_CHANGE_EVENT, darkThemeShows } from "@/lib/theme";
import { cx } from "@/lib/classNames";
import styles from "./ThemeToggle.module.css";

function subscribe(onChange: () => void) {
  const system = matchMedia("(prefers-color-scheme: dark)");
  document.addEventListener(THEME_CHANGE_EVENT, onChange);
  system.addEventListener("change", onChange);
  return () => {
    document.removeEventListener(THEME_CHANGE_EVENT, onChange);
    system.removeEventListener("change", onChange);
  };
}

/**
 * The dark theme's on/off button. The page's theme script (lib/theme.ts) handles its click, from before the page
 * hydrates; this component keeps aria-pressed true while the dark theme shows. Without JavaScript it is hidden
 * (ThemeToggle.module.css) and the system's setting applies. `labelled`: the name shown beside the moon (the
 * mobile menu); otherwise the name is the button's accessible name only.
 */
export function ThemeToggle({ labelled = false, className }: { labelled?: boolean; className?: string }) {
  const { layoutCopy } = useLocaleCopy();
  const dark = useSyncExternalStore(
    subscribe,
    () => darkThemeShows(document),
    () => false,
  );
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-pressed={dark}
      // The theme script may set aria-pressed before hydration, from the same facts.
      suppressHydrationWarning
      className={cx(styles.toggle, labelled && styles.labelled, className)}
    >
      <MoonIcon size={20} />
      <span className={labelled ? undefined : "visually-hidden"}>{layoutCopy.themeToggleLabel}</span>
    </button>
  );
}
