import compiled from "@/.content/forms.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import { pagePaths } from "@/lib/paths";
import { emailLink, phoneLink, site } from "@/lib/content/site";
import type { RichInline } from "@/lib/content/types";
import { fill } from "@/lib/template";
import { onlyEntryIn } from "./inLanguage";
import type { FormsEntry } from "./schemas/forms";

// What the forms say around their fields, in a language (content/forms/): read on the server (a form's client
// part gets it as props) and by the receiver. The site's phone, e-mail, name and retention periods are put in
// here, from the site record, so the copy never repeats them.

type Forms = Omit<FormsEntry, "id">;
const formsIn = onlyEntryIn<FormsEntry>(compiled);

/** A line with {phone} and {email} as the site's links, the rest as text. */
export function withContactLinks(line: string): RichInline[] {
  const links: Record<string, RichInline> = { phone: phoneLink, email: emailLink };
  return line
    .split(/\{(phone|email)\}/)
    .map((part, index) => (index % 2 ? links[part]! : part))
    .filter((part) => part !== "");
}

/** The contact form's own words (its fields: lib/forms/localizedForms.ts). */
export const contactFormIn = (locale: Locale): Forms["contactForm"] => formsIn(locale).contactForm;

/** What a visitor reads when delivery fails, and when a demo build cannot send at all. */
export function formNoticesIn(locale: Locale) {
  const { delivery, notConnected } = formsIn(locale);
  return {
    delivery: { ...delivery, stillInForm: withContactLinks(delivery.stillInForm) },
    notConnected: { title: notConnected.title, text: withContactLinks(notConnected.text) },
  };
}

const { enquiries, applications } = site.privacy.retentionMonths;

/** The privacy lines above each form's submit button, and the job application's consent box. */
export function formPrivacyIn(locale: Locale) {
  const { privacy } = formsIn(locale);
  const facts = { enquiryMonths: enquiries, applicationMonths: applications, siteName: site.name };
  return {
    noticeLink: { label: privacy.noticeLinkLabel, href: pagePaths.privacy },
    contact: { note: fill(privacy.contactNote, facts) },
    application: { note: fill(privacy.applicationNote, facts), consentLabel: fill(privacy.consentLabel, facts) },
  };
}

/** What a visitor reads after a form is posted without JavaScript (the receiver answers with a 303 here). */
type FormOutcome = Omit<Forms["outcomes"][number], "key"> & {
  /** Its address under /form/: the item's key. */
  slug: string;
};

export const formOutcomesIn = (locale: Locale): FormOutcome[] =>
  formsIn(locale).outcomes.map(({ key, ...outcome }) => ({ slug: key, ...outcome }));

/** The outcome pages' other words: the ways back to each form, the phone and e-mail line, the home link. */
export function formOutcomeWordsIn(locale: Locale) {
  const words = formsIn(locale).outcomeWords;
  return {
    backLinks: {
      contact: { label: words.backToContact, href: `${pagePaths.contact}#contact-form` },
      application: { label: words.backToApplication, href: `${pagePaths.careers}#apply` },
    } satisfies Record<FormOutcome["back"][number], { label: string; href: string }>,
    reachUs: words.reachUs,
    home: words.home,
  };
}

/** The outcome pages' addresses: the English slugs, the same in every language. */
export const formOutcomes = formOutcomesIn("en");
