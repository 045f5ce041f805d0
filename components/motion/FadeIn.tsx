/**
 * A block that fades in when scrolled to. Plain server-rendered markup: the element is served visible, and the
 * one observer in the page template (FadeInObserver) hides what is still below the fold once JavaScript runs and
 * fades it in when it comes into view. No JavaScript per card, nothing to hydrate.
 */
export function FadeIn({
  children,
  className,
  delay = 0,
  as: Tag = "div",
  margin = "0px",
}: {
  children: React.ReactNode;
  className?: string;
  /** Seconds, for staggering cards. */
  delay?: number;
  as?: "div" | "section" | "li" | "article";
  /** IntersectionObserver root margin, e.g. "50px". */
  margin?: `${number}px`;
}) {
  return (
    <Tag className={className} data-fade={margin} data-fade-delay={delay || undefined}>
      {children}
    </Tag>
  );
}
