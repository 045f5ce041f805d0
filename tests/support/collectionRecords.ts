import { locales } from "@/content/locales";
import { bookingCopyIn } from "@/lib/content/booking";
import { caseStudies } from "@/lib/content/caseStudies";
import { chatIn } from "@/lib/content/chat";
import { jobOpeningsIn } from "@/lib/content/jobs";
import { navigationIn } from "@/lib/content/navigation";
import { serviceRecordsIn } from "@/lib/content/services";
import { teamIn } from "@/lib/content/team";
import { testimonialsIn } from "@/lib/content/testimonials";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";

/** Every record of the collections that are data (content/<collection>/), in every language, as pages get them. */
export const collectionRecords: unknown[] = [
  caseStudies,
  ...locales.flatMap((locale) => [
    serviceRecordsIn(locale),
    teamIn(locale),
    testimonialsIn(locale),
    jobOpeningsIn(locale),
    chatIn(locale),
    bookingCopyIn(locale),
    navigationIn(locale),
    whatsappMessagesIn(locale),
  ]),
];
