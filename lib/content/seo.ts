import compiled from "@/.content/seo.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { SeoEntry } from "./schemas/seo";

/** Search and sharing words no page owns (content/seo/): share images' lines, structured data's business facts. */
export const seo = onlyEntryIn<SeoEntry>(compiled)("en");
