import { smartypantsu } from "smartypants";

/**
 * Straight quotes and apostrophes as typographic ones (“SEO packages”, Google’s), in text or HTML (tags, code
 * and pre are left alone). Only quotes: dashes and ellipses are written as they should read already.
 */
export const typographicQuotes = (text: string): string => smartypantsu(text, "q");
