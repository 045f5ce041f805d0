import styles from "./Rail.module.css";

/** Below 640 px the card set becomes a row that scrolls sideways (./Rail.module.css). */
export const railClass = styles.rail;

/** A rail whose cards hold no link: a tab stop so the keyboard can scroll it, and the name it is read with. */
export const keyboardRail = (label: string) => ({ tabIndex: 0, "aria-label": label }) as const;
