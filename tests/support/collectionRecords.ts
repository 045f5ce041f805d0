import { locales } from "@/content/locales";
import { caseStudies } from "@/lib/content/caseStudies";
import { jobOpeningsIn } from "@/lib/content/jobs";
import { serviceRecordsIn } from "@/lib/content/services";
import { teamIn } from "@/lib/content/team";
import { testimonialsIn } from "@/lib/content/testimonials";

/** Every record of the collections that are data (content/<collection>/), in every language, as pages get them. */
export const collectionRecords: unknown[] = [
  caseStudies,
  ...locales.flatMap((locale) => [
    serviceRecordsIn(locale),
    teamIn(locale),
    testimonialsIn(locale),
    jobOpeningsIn(locale),
  ]),
];
