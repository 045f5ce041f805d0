/** Names of the controls that pause moving content (WCAG 2.2.2), shared by every page that has them. */
export const backgroundVideoLabels = { pause: "Pause background video", play: "Play background video" } as const;
