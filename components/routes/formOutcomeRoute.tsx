import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/i18n/Link";
import * as en from "@/content/formPrivacy";
import { FORM_OUTCOME_BASE } from "@/content/paths";
import * as te from "@/content/formPrivacy.te";
import * as hi from "@/content/formPrivacy.hi";
import { localeInfo, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { buildMetadata } from "@/lib/metadata";
import { mailtoHref, telHref } from "@/lib/site";
import { setPageLocale } from "@/components/i18n/pageLocale";
import styles from "./formOutcome.module.css";

// The pages a form posted without JavaScript lands on, in every language: the lead receiver answers each
// plain HTML post with a 303 to /form/<outcome> under the form's language (received, or what went wrong with a
// way back). Not indexed.

type OutcomeCopy = Pick<typeof en, "formOutcomes" | "formOutcomeBackLinks" | "formOutcomeCopy">;
const copies: Record<Locale, OutcomeCopy> = { en, te, hi };

export const formOutcomeParams = () => en.formOutcomes.map((o) => ({ outcome: o.slug }));

const find = (slug: string, locale: Locale) => copies[locale].formOutcomes.find((o) => o.slug === slug);

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
  const { formOutcomeBackLinks, formOutcomeCopy } = copies[locale];
  const { reachUs } = formOutcomeCopy;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="outcome-heading">
      <h1 id="outcome-heading">{outcome.heading}</h1>
      <p className={styles.text}>{outcome.text}</p>
      {outcome.received ? null : (
        <p>
          {reachUs.before}
          <a href={telHref}>{site.phone.display}</a>
          {reachUs.or}
          <a href={mailtoHref}>{site.email}</a>
          {reachUs.after}
        </p>
      )}
      <ul className={styles.links}>
        {outcome.back.map((form) => (
          <li key={form}>
            <Link href={formOutcomeBackLinks[form].href}>{formOutcomeBackLinks[form].label}</Link>
          </li>
        ))}
        <li>
          <Link href="/">{formOutcomeCopy.home}</Link>
        </li>
      </ul>
    </section>
  );
}
