import compiled from "@/.content/home.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { HomeEntry } from "./schemas/home";

/** The home page's copy in a language (content/home/); its links, images, figures and timings are the English file's. */
export const homeIn = onlyEntryIn<HomeEntry>(compiled);
