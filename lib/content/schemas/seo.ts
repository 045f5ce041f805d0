import { z } from "zod";
import { slug } from "../schema";

// Search and sharing words that are no page's own title or description: content/seo/seo.en.yml. The share
// images' small lines and the business facts only structured data states. English only: the share images and
// structured data are written once, in English, for every language's pages.

const line = (what: string) => z.string().trim().min(1, `is empty: write the ${what}`);
const byCategory = (what: string) =>
  z.object({ marketing: line(what), development: line(what), design: line(what) }).strict();

export const seoSchema = z
  .object({
    id: slug(),
    /** The one marketing page whose structured data adds the customer-service contact point: a service's file name. */
    organizationContactPage: slug(),
    /** The schema.org Service category of each group of services. */
    serviceCategoryNames: byCategory("category's name"),
    /** The schema.org priceRange: the spread of the prices the chat quotes. */
    priceRange: z.string().regex(/^₹[\d,]+–₹[\d,]+\+?$/, "must be a range in rupees such as ₹10,000–₹1,50,000+"),
    /** The languages the team answers calls in (ContactPoint.availableLanguage). */
    contactLanguages: z.array(line("language")).min(1, "must name at least one language"),
    shareImage: z
      .object({
        /** The small line above the title on a page's share image, by the page's address without its slash. */
        pageEyebrows: z
          .object({
            home: line("line"),
            about: line("line"),
            services: line("line"),
            careers: line("line"),
            contact: line("line"),
            search: line("line"),
            "case-studies": line("line"),
            insights: line("line"),
          })
          .strict(),
        /** The same line on a case study's and an insights post's image. */
        kindEyebrows: z.object({ caseStudy: line("line"), post: line("line") }).strict(),
        /** The same line on a service page's image, by its group. */
        serviceEyebrows: byCategory("line"),
        /** The bottom line of every share image. */
        strapline: line("line"),
      })
      .strict(),
  })
  .strict();

export type SeoEntry = z.infer<typeof seoSchema>;
