import { localeInfo, translatedLocales } from "@/lib/locales";

// Cloudflare Pages reads at most 100 `_headers` rules, and every page has a policy of its own: with the Telugu and
// Hindi pages there are more. On the static hosts (`_headers`, vercel.json) a translated language's pages are
// therefore two rules (/te and /te/*) without a policy header, and each page's own strict policy comes from its
// <meta> element alone (a meta policy cannot set frame-ancestors; X-Frame-Options: DENY on every path covers that).
// nginx and `npm start` have no such limit and send every page's policy as a header too.

/** The prefix ("/te") of the translated language a page file ("te.html", "te/about.html") belongs to. */
export function languagePrefixOf(file: string): string | undefined {
  for (const locale of translatedLocales) {
    const bare = localeInfo[locale].prefix.slice(1);
    if (file === `${bare}.html` || file.startsWith(`${bare}/`)) return localeInfo[locale].prefix;
  }
  return undefined;
}
