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
    </section>
  );
}
