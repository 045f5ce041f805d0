import { readFileSync } from "node:fs";
import { collections } from "@/lib/content/collections";

/**
 * Every record of every collection that is data (content/<collection>/), in every language, as `npm run content`
 * compiled it: the words of each language over the English, the named facts filled in.
 */
export const collectionRecords: unknown[] = Object.values(collections).map(
  (collection) => JSON.parse(readFileSync(`.content/${collection.name}.json`, "utf8")) as unknown,
);
