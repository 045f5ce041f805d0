import { z } from "zod";
import { keyedRecords, slug, text, words } from "../schema";

// The terms record: content/terms/terms.<language>.yml. One word per concept in each language (website, e-mail,
// résumé), with the variants that language must not write; the translation tests refuse a page that shows one.

export const termsSchema = z
  .object({
    id: slug(),
    terms: keyedRecords(
      z
        .object({
          /** The one way the copy writes it. */
          term: text(),
          /**
           * Variants that must not appear, none inside the term itself. Kept as written, spaces included: a
           * trailing space ("వెల ") keeps a short variant from matching inside a longer innocent word.
           */
          wrong: words(z.array(z.string().min(1, "has an empty line"))),
        })
        .strict(),
    ),
  })
  .strict();

export type TermsEntry = z.infer<typeof termsSchema>;
