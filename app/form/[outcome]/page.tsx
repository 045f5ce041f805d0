import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formOutcomeBackLinks, formOutcomes, FORM_OUTCOME_BASE } from "@/content/formPrivacy";
import { site } from "@/content/site";
import { buildMetadata } from "@/lib/metadata";
import { mailtoHref, telHref } from "@/lib/site";
import styles from "./outcome.module.css";

// The pages a form posted without JavaScript lands on: the lead receiver answers each plain HTML post
// with a 303 to /form/<outcome> (received, or what went wrong with a way back). Not indexed.

export function generateStaticParams() {
  return formOutcomes.map((o) => ({ outcome: o.slug }));
}
export const dynamicParams = false;

function find(slug: string) {
  return formOutcomes.find((o) => o.slug === slug);
}

export async function generateMetadata({ params }: { params: Promise<{ outcome: string }> }): Promise<Metadata> {
  const outcome = find((await params).outcome);
  if (!outcome) return {};
  return buildMetadata({
    path: `${FORM_OUTCOME_BASE}/${outcome.slug}`,
    title: outcome.title,
    description: `${outcome.heading}. ${outcome.text}`,
    noindex: true,
    share: false,
  });
}

export default async function FormOutcomePage({ params }: { params: Promise<{ outcome: string }> }) {
  const outcome = find((await params).outcome);
  if (!outcome) notFound();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="outcome-heading">
      <h1 id="outcome-heading">{outcome.heading}</h1>
      <p className={styles.text}>{outcome.text}</p>
      {outcome.received ? null : (
        <p>
          You can also reach us directly at <a href={telHref}>{site.phone.display}</a> or{" "}
          <a href={mailtoHref}>{site.email}</a>.
        </p>
      )}
      <ul className={styles.links}>
        {outcome.back.map((form) => (
          <li key={form}>
            <Link href={formOutcomeBackLinks[form].href}>{formOutcomeBackLinks[form].label}</Link>
          </li>
        ))}
        <li>
          <Link href="/">Home</Link>
        </li>
      </ul>
    </section>
  );
}
