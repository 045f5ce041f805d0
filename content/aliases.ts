import type { ServiceId } from "./services";

/**
 * Link-only addresses (old or short URLs) and where each one lands. One table: the exported redirect pages,
 * the nginx configuration and the _redirects file are all generated from it. Keys are the alias
 * paths; values are service ids from content/services.
 */
export const serviceAliases: { from: string; toServiceId: ServiceId }[] = [
  { from: "/services/branding", toServiceId: "branding" },
  { from: "/services/seo", toServiceId: "seo" },
  { from: "/services/digital-marketing", toServiceId: "digital-marketing" },
  { from: "/services/social-media-marketing", toServiceId: "social-media-marketing" },
  { from: "/services/Architecture-Design", toServiceId: "architecture-design" },
  { from: "/services/web-development", toServiceId: "web-development" },
  { from: "/services/Graphic-Design", toServiceId: "graphic-design" },
  { from: "/social-engine-marketing", toServiceId: "search-engine-marketing" },
  { from: "/services/ppc", toServiceId: "search-engine-marketing" },
  { from: "/services/ecommerce-web-development", toServiceId: "ecommerce" },
];
