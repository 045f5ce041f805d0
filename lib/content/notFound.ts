import compiled from "@/.content/notFound.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import { onlyEntryIn } from "./inLanguage";
import type { NotFoundEntry } from "./schemas/notFound";
import { withoutKeys, type WithoutKeys } from "./withoutKeys";

/** The unknown-address page's words (content/not-found/), as the page and its metadata read them. */
export type NotFoundCopy = WithoutKeys<Omit<NotFoundEntry, "id">>;

const entryIn = onlyEntryIn<NotFoundEntry>(compiled);

export const notFoundIn = (locale: Locale): NotFoundCopy => withoutKeys(entryIn(locale));
