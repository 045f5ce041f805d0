import styles from "./Rail.module.css";

/** Below 640 px the card set becomes a row that scrolls sideways (./Rail.module.css). */
export const railClass = styles.rail;

/** How wide a rail's card is drawn below 640 px (80% of the container, so the next one peeks in), for `sizes`. */
export const RAIL_CARD_WIDTH = "73vw";

/** A rail whose cards hold no link: a tab stop so the keyboard can scroll it, and the name it is read with. */
export const keyboardRail = (label: string) => ({ tabIndex: 0, "aria-label": label }) as const;
