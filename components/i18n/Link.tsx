"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { localeOfPath } from "@/lib/locales";
import { localHref } from "@/lib/content/translations";

/**
 * next/link for the site's own pages in every language: on a Telugu or Hindi page a link to a page that
 * exists in that language goes to it (/te/…), and one to an English-only page (a case study, an article) stays
 * English with hreflang="en". The page's language is its address's prefix. English pages are unchanged.
 *
 * A linked page is fetched ahead once the visitor moves towards the link (a pointer over it, a finger on it, the
 * keyboard's focus), not whenever it scrolls into view: on a phone, prefetching every link in view had cost a
 * page view 230–305 KB more (docs/decisions.md, "Prefetching on intent").
 */
export default function Link({
  href,
  hrefLang,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink> & { href: string }) {
  const local = localHref(href, localeOfPath(usePathname() ?? "/"));
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      href={local.href}
      hrefLang={hrefLang ?? local.hrefLang}
      // `null` is Next's own prefetch, which starts at once for a link in view.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
