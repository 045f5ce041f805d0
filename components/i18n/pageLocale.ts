import { cache } from "react";
import { defaultLocale, type Locale } from "@/lib/locales";

// The language of the page being rendered, for server components deep in a template: each language's root
// layout and each translated page set it before rendering, so the shared components need no locale prop.
// React's cache() is per request (per exported page at build), so pages never see each other's language.
const store = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setPageLocale(locale: Locale): void {
  store().locale = locale;
}

export function pageLocale(): Locale {
  return store().locale;
}
