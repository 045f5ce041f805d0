import { NavLink } from "./NavLink";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";

/**
 * The three service columns (Marketing, Development, Designing) of the header dropdown and the mobile menu:
 * a heading and its links, the current page marked. Each menu brings its own classes; `labelIdPrefix` labels
 * each list by its heading.
 */
export function ServiceMenuColumns({
  pathname,
  onChoose,
  labelIdPrefix,
  classNames,
}: {
  pathname: string;
  onChoose: () => void;
  labelIdPrefix?: string;
  classNames: { column?: string; heading?: string; list?: string; link?: string };
}) {
  return useLocaleCopy().serviceMenuColumns.map((column) => {
    const headingId = labelIdPrefix ? `${labelIdPrefix}-${column.category}` : undefined;
    return (
      <div key={column.category} className={classNames.column}>
        <p className={classNames.heading} id={headingId}>
          {column.heading}
        </p>
        <ul className={classNames.list} aria-labelledby={headingId}>
          {column.links.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} pathname={pathname} className={classNames.link} onClick={onChoose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}
