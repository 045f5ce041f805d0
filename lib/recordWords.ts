import type { RecordWords } from "@/lib/content/schemas/controls";
import { fill } from "./template";

// The visually hidden words components put around a record's text. The space between them and the text is
// added here, since a content file's value is trimmed.

/** "Step 3: " before a process step's title. */
export const stepLabel = (words: RecordWords, n: number): string => `${fill(words.step, { n })} `;

/** " about SEO" after a card's "Learn More". */
export const learnMoreAboutLabel = (words: RecordWords, title: string): string =>
  ` ${fill(words.learnMoreAbout, { title })}`;

/** " profile of Asha Rao (opens in a new tab)" after "LinkedIn". */
export const linkedInProfileLabel = (words: RecordWords, name: string): string =>
  ` ${fill(words.linkedInProfile, { name })}`;
