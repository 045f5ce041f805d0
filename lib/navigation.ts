import { serviceSummaries } from "@/lib/content/serviceCatalogue";
import { normalizePath } from "./trailingSlash";

/** Is `href` the current page (or, for a section such as /services, one of its pages)? */
export function isCurrentPath(pathname: string, href: string): boolean {
  return normalizePath(pathname) === normalizePath(href);
}

/** Service pages count as being inside the "Services" section of the header. */
export function isInServicesSection(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    path === "/services" ||
    path.startsWith("/services/") ||
    serviceSummaries.some((s) => normalizePath(s.path) === path)
  );
}
