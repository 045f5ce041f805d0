import type { WorkImage } from "./types";

// What a service page's hero shows besides its words: its work, framed the way its discipline is seen, and a
// background video. Plain data only.

/**
 * phones: app screens in phone frames; browsers: sites and interfaces in a browser on a laptop and on phones;
 * creatives: ads, posts and e-mails in a grid; tiles: logos on large tiles; spreads: print laid open; stills:
 * rendered views.
 */
export const showcaseKinds = ["phones", "browsers", "creatives", "tiles", "spreads", "stills"] as const;
export type ShowcaseKind = (typeof showcaseKinds)[number];

export interface Showcase {
  kind: ShowcaseKind;
  /** The group's name for a screen reader. */
  label: string;
  /** Each piece, and the case study it was made for (its slug) where there is one. */
  items: { work: WorkImage; caseStudy?: string }[];
}

export interface VideoAsset {
  webm: string;
  mp4: string;
  poster: string;
  /** Accessible description of what the (decorative) video shows, used for the pause control's name. */
  label: string;
}
