import type { Metadata } from "next";
import { notFoundPage } from "@/content/notFound";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/site";
import { SHARE_IMAGE, shareImagePath } from "@/lib/shareImage";

/**
 * The absolute canonical URL of a path, exactly as Next writes it into <link rel="canonical"> from
 * metadataBase: the home page is the bare origin, every other path keeps its own form (including the
 * trailing slash of /web-hosting-services/). The sitemap and structured data use it too.
 */
export function canonicalUrl(path: string): string {
  return path === "/" ? site.url : absoluteUrl(path);
}

/** What every page record gives the metadata builder. */
export interface MetadataSource {
  /** Canonical path of the page ("/about", "/web-hosting-services/"). */
  path: string;
  /** Page title; the root layout's template appends " | Deccan Digital". */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  keywords?: string[];
  /** Keep the page out of search results (search page, alias redirect pages). */
  noindex?: boolean;
  /** Share image URL (site-relative or absolute). Default: the route's generated /og/<slug>.png. */
  ogImage?: string;
  /** Alternative text of the share image. Default: the page title and the agency name. */
  ogImageAlt?: string;
  /** Open Graph object type. Default: "website". */
  ogType?: "website" | "article" | "profile";
}

/** "@handle" of the X/Twitter profile in the site record, for twitter:site. */
const twitterHandle = (() => {
  const profile = site.social.find((s) => s.platform === "x");
  const handle = profile ? new URL(profile.url).pathname.split("/").filter(Boolean)[0] : undefined;
  return handle ? `@${handle}` : undefined;
})();

/**
 * Page metadata from a content record: title, description, keywords, robots, canonical URL, Open Graph
 * and Twitter cards. Relative URLs here are made absolute by `metadataBase` (NEXT_PUBLIC_SITE_URL) in the
 * root layout, so every canonical and og:url/og:image in the HTML is absolute.
 */
export function buildMetadata(source: MetadataSource): Metadata {
  const robots = source.noindex ? { index: false, follow: true } : { index: true, follow: true };
  const image = {
    url: source.ogImage ?? shareImagePath(source.path),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    type: SHARE_IMAGE.type,
    alt: source.ogImageAlt ?? `${source.title} — ${site.name}`,
  };
  return {
    // The root layout's template ("%s | Deccan Digital") reaches child segments only, not app/page.tsx
    // beside it: the home page spells the same pattern out.
    title: source.path === "/" ? { absolute: `${source.title} | ${site.name}` } : source.title,
    description: source.description,
    keywords: source.keywords,
    robots,
    alternates: { canonical: source.path },
    openGraph: {
      title: source.title,
      description: source.description,
      url: source.path,
      siteName: site.name,
      locale: site.locale,
      type: source.ogType ?? "website",
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      ...(twitterHandle ? { site: twitterHandle, creator: twitterHandle } : {}),
      title: source.title,
      description: source.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/**
 * Metadata of the unknown-route page: the spec's exact title (not templated) and a description. No
 * canonical URL (the page answers every unknown address) and no robots entry: Next itself writes
 * <meta name="robots" content="noindex"> into the not-found page, and a second robots tag would only
 * repeat it.
 */
export function notFoundMetadata(): Metadata {
  return {
    title: { absolute: notFoundPage.title },
    description: notFoundPage.description,
    openGraph: {
      title: notFoundPage.title,
      description: notFoundPage.description,
      siteName: site.name,
      locale: site.locale,
      type: "website",
    },
  };
}
