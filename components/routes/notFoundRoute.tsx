import Link from "@/components/i18n/Link";
import type { Locale } from "@/lib/locales";
import { notFoundIn } from "@/lib/content/notFound";
import { buildMetadata } from "@/lib/metadata";
import { setPageLocale } from "@/components/i18n/pageLocale";

// The unknown-address page in every language. English is app/global-not-found.tsx (out/404.html); Telugu and
// Hindi are pages at /te/404 and /hi/404, which each host serves for an unknown address under their prefix.
// No path: it answers every address, so it gets no canonical URL and no share image (lib/metadata.ts).

// Next writes noindex into its own not-found page (English); the Telugu and Hindi ones are pages, so they say it.
export const notFoundMetadata = (locale: Locale) =>
  locale === "en"
    ? buildMetadata(notFoundIn(locale))
    : { ...buildMetadata(notFoundIn(locale)), robots: { index: false, follow: true } };

export function NotFoundView({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const page = notFoundIn(locale);
  return (
    <section className="container not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{page.heading}</h1>
      <p className="not-found-text">{page.text}</p>
      <ul className="not-found-links">
        {page.suggestions.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
