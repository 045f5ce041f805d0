import { jobOpenings as englishOpenings, type JobOpening } from "@/lib/content/jobs";
import type { Locale } from "@/content/locales";
import { careersCopyFor } from "@/content/localizedCareers";
import { fieldWordsFor } from "@/content/localized";
import { formPrivacyFor } from "@/content/localizedForms";
import { site } from "@/content/site";
import { applicationEndpoint } from "@/components/forms/endpoints";
import { deliveryWordsFor } from "@/components/forms/deliveryWords";
import type { ApplicationWords, Position } from "./applicationWords";

// Read on the server only: the words in every language live here, and the form gets its own language's as props.

/** The application's words in `locale`, for the form's client part. */
export function applicationWordsFor(locale: Locale): ApplicationWords {
  const form = careersCopyFor(locale).applicationForm;
  const privacy = formPrivacyFor(locale).application;
  return {
    wording: {
      endpoint: applicationEndpoint,
      label: form.heading,
      legend: form.heading,
      fieldWords: fieldWordsFor(locale),
      successMessage: form.successMessage,
      submitLabel: form.submitLabel,
      pendingLabel: form.submittingLabel,
      retryLabel: form.retryLabel,
      delivery: deliveryWordsFor(locale),
    },
    copy: form,
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
