import styles from "./PageHero.module.css";

/** The dark ink banner that opens the About, Careers and Contact pages. */
export function PageHero({
  id,
  eyebrow,
  heading,
  lead,
  children,
}: {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <section className={`${styles.hero} on-ink`} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
      <svg className={styles.art} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
        <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.35" />
        <circle cx="200" cy="200" r="110" fill="none" stroke="currentColor" strokeWidth="1" opacity="0.5" />
        <circle cx="200" cy="200" r="60" fill="none" stroke="currentColor" strokeWidth="1.5" opacity="0.7" />
        <circle cx="310" cy="88" r="10" fill="currentColor" />
        <circle cx="90" cy="300" r="6" fill="currentColor" opacity="0.7" />
      </svg>
    </section>
  );
}
