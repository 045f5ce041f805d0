import { CheckIcon } from "./icons";

/** A list of short points, each after a check mark. Layout and colours come from the caller's classes. */
export function CheckList({
  items,
  className,
  iconClassName,
  iconSize = 18,
}: {
  items: readonly string[];
  className?: string;
  iconClassName?: string;
  iconSize?: number;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={iconSize} className={iconClassName} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
