/** The two-digit number before an item of a numbered list ("01"); decorative, the list itself is ordered. */
export function NumberBadge({ n, className }: { n: number; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {String(n).padStart(2, "0")}
    </span>
  );
}
