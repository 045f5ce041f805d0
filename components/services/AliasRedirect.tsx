import Link from "@/components/i18n/Link";
import { ArrowRightIcon } from "@/components/ui/icons";
import styles from "./AliasRedirect.module.css";

/**
 * The page exported at a link-only address (`redirectedFrom` of a service page, content/services/): a meta
 * refresh sends browsers on to the canonical page at once; the canonical link and noindex (set in the route's
 * metadata) keep search engines on it; the visible link serves anyone whose browser does not follow the refresh.
 */
export function AliasRedirect({ to, label }: { to: string; label: string }) {
  return (
    <section className={`${styles.section} on-ink`} aria-labelledby="alias-heading">
      {/* React hoists this into <head>. */}
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <div className="container">
        <h1 id="alias-heading" className={styles.heading}>
          This page has moved
        </h1>
        <p className={styles.text}>Our {label} page now lives at a new address.</p>
        <Link href={to} className={styles.link}>
          Continue to {label}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
