import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/i18n/Link";
import { FORM_OUTCOME_BASE } from "@/lib/paths";
import { localeInfo, type Locale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { formOutcomes, formOutcomesIn, formOutcomeWordsIn } from "@/lib/content/forms";
import { buildMetadata } from "@/lib/metadata";
import { mailtoHref, telHref } from "@/lib/site";
import { setPageLocale } from "@/components/i18n/pageLocale";
import styles from "./formOutcome.module.css";

// The pages a form posted without JavaScript lands on, in every language: the lead receiver answers each
// plain HTML post with a 303 to /form/<outcome> under the form's language (received, or what went wrong with a
// way back). Not indexed.

export const formOutcomeParams = () => formOutcomes.map((o) => ({ outcome: o.slug }));

const find = (slug: string, locale: Locale) => formOutcomesIn(locale).find((o) => o.slug === slug);

export function formOutcomeMetadata(slug: string, locale: Locale): Metadata {
  const outcome = find(slug, locale);
  if (!outcome) return {};
  return buildMetadata({
    path: `${localeInfo[locale].prefix}${FORM_OUTCOME_BASE}/${outcome.slug}`,
    title: outcome.title,
    description: `${outcome.heading}. ${outcome.text}`,
    noindex: true,
    share: false,
  });
}

export function FormOutcomeRoute({ slug, locale }: { slug: string; locale: Locale }) {
  setPageLocale(locale);
  const outcome = find(slug, locale);
  if (!outcome) notFound();
  const words = formOutcomeWordsIn(locale);
  // "You can also reach us directly at {phone} or {email}.": the words, with the two links where they stand.
  const reachUs = words.reachUs.split(/\{(phone|email)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    return part === "phone" ? (
      <a key={part} href={telHref}>
        {site.phone.display}
      </a>
    ) : (
      <a key={part} href={mailtoHref}>
        {site.email}
      </a>
    );
  });
  return (
    <section className={`container ${styles.section}`} aria-labelledby="outcome-heading">
      <h1 id="outcome-heading">{outcome.heading}</h1>
      <p className={styles.text}>{outcome.text}</p>
      {outcome.received ? null : <p>{reachUs}</p>}
      <ul className={styles.links}>
        {outcome.back.map((form) => (
          <li key={form}>
            <Link href={words.backLinks[form].href}>{words.backLinks[form].label}</Link>
          </li>
        ))}
        <li>
          <Link href="/">{words.home}</Link>
        </li>
      </ul>
    </section>
  );
}
