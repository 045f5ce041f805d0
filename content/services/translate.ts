import type { HeroSection, ServicePageContent, ServiceSection } from "./types";
import type { WorkImage } from "../types";
import { alongside } from "../translate";

// Helpers of the Telugu and Hindi service pages (pages/<id>.te.ts, pages/<id>.hi.ts). A translated page is
// written section by section in the English page's order; its ids, tones, icons, links and figures are read
// from the English page, and only its words are written again.

type Kind = ServiceSection["kind"];
type SectionOf<K extends Kind> = Extract<ServiceSection, { kind: K }>;

/** The English page's `nth` section of a kind (0 for the first). */
export function section<K extends Kind>(page: ServicePageContent, kind: K, nth = 0): SectionOf<K> {
  const found = page.sections.filter((s): s is SectionOf<K> => s.kind === kind)[nth];
  if (!found) throw new Error(`The English page has no ${kind} section number ${nth + 1}`);
  return found;
}

/** The English hero. */
export const hero = (page: ServicePageContent): HeroSection => page.sections[0];

/** What a section is besides its words: its kind, anchor and tone, as the English section has them. */
export function frame<S extends ServiceSection>(english: S): Pick<S, "kind" | "id" | "tone"> {
  return {
    kind: english.kind,
    ...(english.id === undefined ? {} : { id: english.id }),
    ...(english.tone === undefined ? {} : { tone: english.tone }),
  } as Pick<S, "kind" | "id" | "tone">;
}

/** The hero's frame: its kind, anchor, tone, icon and decorations, as the English hero has them. */
export function heroFrame(english: HeroSection): Pick<HeroSection, "kind" | "id" | "tone" | "icon" | "cursorBlob"> {
  return {
    ...frame(english),
    icon: english.icon,
    ...(english.cursorBlob === undefined ? {} : { cursorBlob: english.cursorBlob }),
  };
}

/** The translated image of a piece of work: the one with the same file in the translated work records. */
export function localWork(english: WorkImage, translated: Record<string, WorkImage>): WorkImage {
  const found = Object.values(translated).find((image) => image.src === english.src);
  if (!found) throw new Error(`No translated work image for ${english.src}`);
  return found;
}

const shape = (s: ServiceSection): string => `${s.kind}(${Object.keys(s).sort().join(",")})`;

/**
 * The translated page, with the English page's date, theme and fade margin. A page whose sections differ from
 * the English ones in order, kind or fields fails the build, so a section is never dropped or left half-done.
 */
export function translatedPage(
  english: ServicePageContent,
  page: Omit<ServicePageContent, "updated" | "theme" | "fadeMargin">,
): ServicePageContent {
  const expected = english.sections.map(shape).join(" ");
  const found = page.sections.map(shape).join(" ");
  if (expected !== found)
    throw new Error(`A translation of "${english.title}" differs in its sections:\n${found}\n${expected}`);
  return {
    ...page,
    updated: english.updated,
    theme: english.theme,
    ...(english.fadeMargin === undefined ? {} : { fadeMargin: english.fadeMargin }),
  };
}

/** The English figures with the translation's labels, each figure written as the language writes it. */
export function figures(
  english: readonly { value: string; label: string }[],
  labels: readonly string[],
  figure: (value: string) => string,
): { value: string; label: string }[] {
  return alongside(
    english,
    labels.map((label) => ({ label })),
  ).map((item) => ({ ...item, value: figure(item.value) }));
}
