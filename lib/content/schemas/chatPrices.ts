import type { z } from "zod";

// The chat's price list as the site's specification gives it. The bands are facts ({{prices.landingPage}} and
// the like); the English pricing answer must list each one as written here once they are filled in.

const bands = [
  "Landing page: ₹20K–₹30K",
  "Business website: ₹35K–₹50K",
  "Web app: ₹60K–₹1.5L+",
  "Branding pack: ₹10K–₹25K",
  "Marketing campaigns: custom",
];

export const priceListHint = `Fixed by the site's specification: the chat's price list reads, in English, ${bands.join("; ")}. Keep a bullet for each; the figures are the facts' prices.`;

/** Refuse an English pricing answer that leaves out a band or changes its price. */
export function checkPriceList(chat: { nodes: { pricing: { message: string[] } } }, context: z.RefinementCtx) {
  // A filled-in range holds a word joiner after its dash (it never breaks across lines): not part of the text.
  const lines = chat.nodes.pricing.message.map((line) => line.replaceAll("\u2060", ""));
  for (const band of bands)
    if (!lines.includes(`- ${band}`))
      context.addIssue({
        code: "custom",
        path: ["nodes", "pricing", "message"],
        message: `must list "${band}": the chat's price list is fixed by the site's specification`,
      });
}
