import compiled from "@/.content/testimonials.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import { inLanguage, omit } from "./inLanguage";
import type { TestimonialEntry } from "./schemas/testimonials";

/** A client's words on home's carousel (content/testimonials/). */
export type Testimonial = Omit<TestimonialEntry, "order" | "id">;

const entriesIn = inLanguage<TestimonialEntry>(compiled);

/** The carousel's testimonials in a language (the file's id only names the file). */
export const testimonialsIn = (locale: Locale): Testimonial[] => entriesIn(locale).map((said) => omit(said, "id"));
export const testimonials: Testimonial[] = testimonialsIn("en");
