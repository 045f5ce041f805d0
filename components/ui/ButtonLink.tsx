import Link from "@/components/i18n/Link";
import styles from "./ButtonLink.module.css";
import { cx } from "@/lib/classNames";

type Variant = "primary" | "secondary" | "ghost-light" | "ghost-dark";

/**
 * A link styled as a button. Internal paths use next/link; tel:, mailto:, http and #anchors a plain <a>.
 */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className,
  ...rest
}: {
  href: string;
  children: React.ReactNode;
  variant?: Variant;
  className?: string;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className">) {
  const classes = cx(styles.button, styles[variant], className);
  if (href.startsWith("/")) {
    return (
      <Link href={href} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} {...rest}>
      {children}
    </a>
  );
}
