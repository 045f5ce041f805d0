import type { Locale } from "./locales";
import * as homeEn from "./home";
import * as homeTe from "./home.te";
import * as homeHi from "./home.hi";

// The page bodies' copy in each language, picked by locale: each translation is a sibling module with the
// English module's exports and types (so a missing string fails the build). Server side only.

type HomeCopy = Omit<typeof homeEn, "clientStripStudies" | "homeTimings">;
const home: Record<Locale, HomeCopy> = { en: homeEn, te: homeTe, hi: homeHi };
export const homeFor = (locale: Locale): HomeCopy => home[locale];
