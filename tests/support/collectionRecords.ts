import { readFileSync } from "node:fs";
import { locales } from "@/lib/locales";
import { bookingCopyIn } from "@/lib/content/booking";
import { chatIn } from "@/lib/content/chat";
import { collections } from "@/lib/content/collections";
import { navigationIn } from "@/lib/content/navigation";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";

/**
 * Every record of every collection that is data (content/<collection>/), in every language, as `npm run content`
 * compiled it (the words of each language over the English, the named facts filled in), and as the pages read
 * the collections whose words name the site record's facts in braces.
 */
export const collectionRecords: unknown[] = [
  ...Object.values(collections).map(
    (collection) => JSON.parse(readFileSync(`.content/${collection.name}.json`, "utf8")) as unknown,
  ),
  ...locales.flatMap((locale) => [
    chatIn(locale),
    bookingCopyIn(locale),
    navigationIn(locale),
    whatsappMessagesIn(locale),
  ]),
];
