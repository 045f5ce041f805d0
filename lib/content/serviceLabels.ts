import labels from "@/.content/services.labels.all.json" with { type: "json" };
import type { Locale } from "@/lib/locales";

// The services' menu labels in every language, in menu order, apart from the rest of the catalogue: the
// contact form's choices and its checks (which a form page loads in the browser) need them, every other page not.

const all = labels as unknown as { en: { id: string; navLabel: string }[] } & Record<
  string,
  Record<string, { navLabel?: string }>
>;

/** The services' ids in menu order. */
export const serviceIds: string[] = all.en.map((service) => service.id);

/** The services' labels in a language, in menu order (the English where the language has none). */
export const serviceLabelsIn = (locale: Locale): string[] =>
  all.en.map(({ id, navLabel }) => (locale === "en" ? navLabel : (all[locale]?.[id]?.navLabel ?? navLabel)));
