// Words of shared controls and links, used by every page that has them. Small on purpose: the chat
// launcher reads this on every page, while the chat's own copy (content/chat.ts) loads with its panel.

/** Names of the controls that pause moving content (WCAG 2.2.2), shared by every page that has them. */
export const backgroundVideoLabels: { pause: string; play: string } = {
  pause: "Pause background video",
  play: "Play background video",
};

/** Said after a link that opens in a new tab (visually hidden). */
export const newTabNote: string = "(opens in a new tab)";

/** Words that components put around records' text: a process step's number, a card's link, a profile link. */
export interface RecordWords {
  /** "Step 3: " before a step's title (visually hidden). */
  step: (n: number) => string;
  learnMore: string;
  /** After "Learn More" (visually hidden): what it is about. */
  learnMoreAbout: (title: string) => string;
  /** After "LinkedIn" (visually hidden). */
  linkedInProfile: (name: string) => string;
}

export const recordWords: RecordWords = {
  step: (n) => `Step ${n}: `,
  learnMore: "Learn More",
  learnMoreAbout: (title) => ` about ${title}`,
  linkedInProfile: (name) => ` profile of ${name} (opens in a new tab)`,
};

/** The chat launcher's visible name. */
export const chatLauncherLabel: string = "Chat assistant";

/** The search boxes' words: the page's own box, and the compact one in the header and the mobile menu. */
export interface SearchCopy {
  /** The search landmarks' names: the page's own form, and the header's and menu's. */
  pageFormName: string;
  boxFormName: string;
  pageLabel: string;
  pagePlaceholder: string;
  boxLabel: string;
  boxPlaceholder: string;
  submit: string;
}

export const searchCopy: SearchCopy = {
  pageFormName: "Site search",
  boxFormName: "Quick search",
  pageLabel: "What are you looking for?",
  // Short enough to show whole in the box at 320 px.
  pagePlaceholder: "e.g. SEO, logo, hosting",
  boxLabel: "Search this site",
  boxPlaceholder: "Search",
  submit: "Search",
};

/**
 * Words of the shared moving and opening parts: a pause button's visible word (its name is the labels' above),
 * a carousel's and its slides' kinds and names, the testimonials' name, and a dialog's close button.
 */
export interface InteractiveWords {
  pauseWord: string;
  playWord: string;
  carousel: string;
  slide: string;
  /** A slide's name: `{n}` and `{count}` filled in. */
  slideOf: string;
  testimonials: string;
  close: string;
}

export const interactiveWords: InteractiveWords = {
  pauseWord: "Pause",
  playWord: "Play",
  carousel: "carousel",
  slide: "slide",
  slideOf: "{n} of {count}",
  testimonials: "Client testimonials",
  close: "Close",
};
/** Above English-only cards (case studies, guides) on a Telugu or Hindi page. */
export const englishPagesNote: string = "The pages below are in English.";
