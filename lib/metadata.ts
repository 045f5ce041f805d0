import type { Metadata } from "next";
import { localeInfo, localeOfPath } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { pageInLanguages } from "@/lib/content/translations";
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
  /**
   * Canonical path of the page ("/about", "/web-hosting-services/"). None for the unknown-route page, which
   * answers every address: it gets no canonical URL, no share image, no Twitter card and no robots entry (Next
   * writes <meta name="robots" content="noindex"> into it itself), and its title is used as is, not templated.
   */
  path?: string;
  /** Page title; the root layout's template appends " | Deccan Digital". */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  keywords?: string[];
  /** Keep the page out of search results (search page, alias redirect pages, form outcomes). */
  noindex?: boolean;
  /** Open Graph and Twitter cards. Default: true; false for pages nobody shares (form outcomes). */
  share?: boolean;
  /** <link rel="alternate"> feeds the page announces (the insights pages: RSS and Atom). */
  feeds?: FeedLink[];
  /** Share image URL (site-relative or absolute). Default: the route's generated /og/<slug>.png. */
  ogImage?: string;
  /** Alternative text of the share image. Default: the page title and the agency name. */
  ogImageAlt?: string;
  /** Open Graph object type. Default: "website". */
  ogType?: "website" | "article" | "profile";
}

/** A feed as a page's <link rel="alternate" type=… href=… title=…>. */
export interface FeedLink {
  type: "application/rss+xml" | "application/atom+xml";
  url: string;
  title: string;
}

/**
 * What every page inherits from the root layout: the base that makes relative URLs absolute
 * (NEXT_PUBLIC_SITE_URL through the site record), the title template and the fallback description.
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

/** "@handle" of the X/Twitter profile in the site record, for twitter:site. */
const twitterHandle = (() => {
  const profile = site.social.find((s) => s.platform === "x");
  const handle = profile ? new URL(profile.url).pathname.split("/").filter(Boolean)[0] : undefined;
  return handle ? `@${handle}` : undefined;
})();

/**
 * Page metadata from a content record: title, description, keywords, robots, canonical URL, feeds, Open Graph
 * and Twitter cards. Every page's metadata comes from here. Relative URLs are made absolute by `metadataBase`
 * (siteMetadata, in the root layout), so every canonical and og:url/og:image in the HTML is absolute.
 */
export function buildMetadata(source: MetadataSource): Metadata {
  const { path, title, description } = source;
  const locale = localeInfo[localeOfPath(path ?? "/")].ogLocale;
  const openGraph = { title, description, siteName: site.name, locale, type: source.ogType ?? "website" };
  if (path === undefined) return { title: { absolute: title }, description, openGraph };
  const image = {
    url: source.ogImage ?? shareImagePath(path),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    type: SHARE_IMAGE.type,
    alt: source.ogImageAlt ?? `${title} — ${site.name}`,
  };
  const types = source.feeds && {
    types: Object.fromEntries(source.feeds.map((feed) => [feed.type, [{ url: feed.url, title: feed.title }]])),
  };
  return {
    // The root layout's template ("%s | Deccan Digital") reaches child segments only, not app/(en)/page.tsx
    // beside it: the home page spells the same pattern out.
    title: isHome(path) ? { absolute: `${title} | ${site.name}` } : title,
    description,
    keywords: source.keywords,
    robots: { index: !source.noindex, follow: true },
    alternates: { canonical: path, ...types, ...languageAlternates(path) },
    ...(source.share === false
      ? {}
      : {
          openGraph: { ...openGraph, url: path, images: [image] },
          twitter: {
            card: "summary_large_image",
            ...(twitterHandle ? { site: twitterHandle, creator: twitterHandle } : {}),
            title,
            description,
            images: [{ url: image.url, alt: image.alt }],
          },
        }),
  };
}

/** Each language's home page: "/", "/te", "/hi". */
const isHome = (path: string) => path === "/" || Object.values(localeInfo).some((l) => l.prefix === path);

/**
 * The page's addresses in every language that has it (hreflang en-IN, te-IN, hi-IN and x-default, the
 * English page), the same on each of them; nothing for a page only one language has.
 */
export function languageAlternates(path: string): { languages?: Record<string, string> } {
  const addresses = Object.entries(pageInLanguages(path));
  if (addresses.length < 2) return {};
  const languages = Object.fromEntries(
    addresses.map(([locale, href]) => [localeInfo[locale as keyof typeof localeInfo].htmlLang, href]),
  );
  return { languages: { ...languages, "x-default": pageInLanguages(path).en ?? path } };
}
