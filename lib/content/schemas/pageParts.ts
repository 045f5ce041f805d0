import { z } from "zod";
import { keyedList, text } from "../schema";

// Pieces the pages' copy shares (the 404, about, the services overview, the case studies and insights pages).

/** A path on this site, e.g. /contact (the home page is /). */
export const sitePath = () =>
  z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/, "must be a path on this site, e.g. /contact");

/** A link a visitor reads: its words and where it goes. */
export const link = () => z.object({ label: text(), href: sitePath() }).strict();

/**
 * keyedList with the type of its items kept, so a page's type comes from its schema (keyedList itself types its
 * items as unknown, since it also takes unions).
 */
export const keyedItems = <Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) =>
  keyedList(item) as unknown as z.ZodArray<z.ZodObject<Shape & { key: z.ZodString }, z.core.$strict>>;

/** Links in a list, each named by its key in a language's file. */
export const links = () => keyedItems(z.object({ label: text(), href: sitePath() }));

/** A closing call to action: a heading, a sentence and the button's words and target. */
export const callToAction = () => z.object({ heading: text(), text: text(), label: text(), href: sitePath() }).strict();
