import { canonicalRoutes } from "@/lib/routes";

/** Every canonical route, from the content records: a new page is checked without editing a test. */
export const routes = canonicalRoutes().map((r) => r.path);

/** A path that matches no page, to check the 404 page. */
export const unknownPath = "/this-page-does-not-exist";

/** Widths every page is checked at. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
