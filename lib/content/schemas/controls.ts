import { z } from "zod";
import { text, words } from "../schema";

// The words of the small controls every page shares: content/controls/controls.<language>.yml, one entry. The
// server picks the page's language and hands client components what they show (components/i18n/LocaleCopy.tsx).

/** Words around a value the page puts in: each `{name}` must be written, where the language places it. */
function template(...names: string[]) {
  const example = names.map((name) => `{${name}}`).join(" and ");
  return words(
    z
      .string()
      .trim()
      .min(1, "is empty: write the text, or remove the field")
      .refine((value) => names.every((name) => value.includes(`{${name}}`)), {
        error: `must contain ${example}, where the page puts in the value`,
      }),
  );
}

const playLabels = z.object({ pause: text(), play: text() }).strict();

export const controlsSchema = z
  .object({
    id: z.literal("controls"),
    /** The names of the pause control of a background video. */
    backgroundVideoLabels: playLabels,
    /** Said after a link that opens in a new tab (visually hidden). */
    newTabNote: text(),
    /** Words that components put around records' text (visually hidden, a space apart from it). */
    recordWords: z
      .object({
        /** Before a process step's title: "Step {n}:". */
        step: template("n"),
        learnMore: text(),
        /** After "Learn More": what it is about. */
        learnMoreAbout: template("title"),
        /** After "LinkedIn": whose profile it is. */
        linkedInProfile: template("name"),
      })
      .strict(),
    /** The chat launcher's visible name. */
    chatLauncherLabel: text(),
    /** The search boxes' words: the search page's own form, and the compact one in the header and the menu. */
    searchCopy: z
      .object({
        pageFormName: text(),
        boxFormName: text(),
        pageLabel: text(),
        /** Short enough to show whole in the box at 320 px. */
        pagePlaceholder: text(),
        boxLabel: text(),
        boxPlaceholder: text(),
        submit: text(),
      })
      .strict(),
    /** A pause button's visible word, a carousel's and its slides' names, a dialog's close button. */
    interactiveWords: z
      .object({
        pauseWord: text(),
        playWord: text(),
        carousel: text(),
        slide: text(),
        /** A slide's name. */
        slideOf: template("n", "count"),
        testimonials: text(),
        close: text(),
      })
      .strict(),
    /** Above English-only cards (case studies, guides) on a Telugu or Hindi page. */
    englishPagesNote: text(),
  })
  .strict();

export type ControlsEntry = z.infer<typeof controlsSchema>;
export type InteractiveWords = ControlsEntry["interactiveWords"];
export type RecordWords = ControlsEntry["recordWords"];
