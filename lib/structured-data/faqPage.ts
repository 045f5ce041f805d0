import type { FAQPage, Question } from "schema-dts";
import type { FaqItem } from "@/lib/content/types";
import { ids, ref } from "./ids";

/** One FAQ item as a schema.org Question with its accepted Answer. */
export function faqQuestion(item: FaqItem): Question {
  return {
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  };
}

/**
 * An FAQPage node for the FAQ shown on a page: mainEntity holds every Question with its acceptedAnswer,
 * the same text as the visible accordion. Part of the page's WebPage.
 */
export function faqPage(items: readonly FaqItem[], options: { path: string }): FAQPage {
  if (items.length === 0) throw new Error("faqPage needs at least one question");
  return {
    "@type": "FAQPage",
    "@id": ids.faq(options.path),
    isPartOf: ref(ids.webPage(options.path)),
    mainEntity: items.map(faqQuestion),
  };
}
