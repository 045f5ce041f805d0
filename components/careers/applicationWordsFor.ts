import { jobOpenings as englishOpenings, type JobOpening } from "@/lib/content/jobs";
import type { Locale } from "@/lib/locales";
import { careersIn } from "@/lib/content/careers";
import { fieldWordsIn } from "@/lib/content/formFields";
import { formPrivacyIn } from "@/lib/content/forms";
import { applicationPartsIn } from "@/lib/forms/localizedForms";
import { site } from "@/lib/content/site";
import { applicationEndpoint } from "@/components/forms/endpoints";
import { deliveryWordsFor } from "@/components/forms/deliveryWords";
import type { ApplicationWords, Position } from "./applicationWords";

// Read on the server only: the words in every language live here, and the form gets its own language's as props.

/** The application's words in `locale`, for the form's client part. */
export function applicationWordsFor(locale: Locale): ApplicationWords {
  const form = careersIn(locale).applicationForm;
  const privacy = formPrivacyIn(locale).application;
  return {
    wording: {
      endpoint: applicationEndpoint,
      label: form.heading,
      legend: form.heading,
      fieldWords: fieldWordsIn(locale),
      successMessage: form.successMessage,
      submitLabel: form.submitLabel,
      pendingLabel: form.submittingLabel,
      retryLabel: form.retryLabel,
      delivery: deliveryWordsFor(locale),
    },
    copy: { ...form, ...applicationPartsIn(locale) },
    privacy: { note: privacy.note, consentLabel: privacy.consentLabel },
    language: locale,
    noticeVersion: site.privacy.noticeVersion,
  };
}

/** Each opening shown by its title in the page's language and sent by its English one (what the receiver checks). */
export function positionsOf(jobs: JobOpening[]): Position[] {
  return jobs.map(({ id, title }) => ({
    id,
    title,
    value: englishOpenings.find((job) => job.id === id)?.title ?? title,
  }));
}
