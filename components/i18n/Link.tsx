"use client";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";
import { localeOfPath } from "@/lib/locales";
import { localHref } from "@/lib/content/translations";

/**
 * next/link for the site's own pages in every language: on a Telugu or Hindi page a link to a page that
 * exists in that language goes to it (/te/…), and one to an English-only page (a case study, an article) stays
 * English with hreflang="en". The page's language is its address's prefix. English pages are unchanged.
 */
export default function Link({ href, hrefLang, ...props }: ComponentProps<typeof NextLink> & { href: string }) {
  const local = localHref(href, localeOfPath(usePathname() ?? "/"));
  return <NextLink {...props} href={local.href} hrefLang={hrefLang ?? local.hrefLang} />;
}
