import Link from "@/components/i18n/Link";
import { englishPath } from "@/lib/locales";
import { isCurrentPath } from "@/lib/navigation";

/**
 * A navigation link marked aria-current="page" while `pathname` (the menu's current address) is its page.
 * Used inside the menus' client components, which follow client-side navigation with usePathname.
 */
export function NavLink({
  href,
  pathname,
  className,
  onClick,
  children,
}: {
  href: string;
  pathname: string;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      className={className}
      onClick={onClick}
      aria-current={isCurrentPath(englishPath(pathname), href) ? "page" : undefined}
    >
      {children}
    </Link>
  );
}
