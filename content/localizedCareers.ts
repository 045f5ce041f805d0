import type { Locale } from "./locales";
import * as en from "./careers";
import * as te from "./careers.te";
import * as hi from "./careers.hi";
import * as boardEn from "./careersBoard";
import * as boardTe from "./careersBoard.te";
import * as boardHi from "./careersBoard.hi";
import type { ApplicationFormCopy, JobBoardCopy } from "./careersBoard";
import type { CareersIntro } from "./careers";

// The careers page's words in each language, for its server parts: the board and the application form get
// theirs as props, so a page's JavaScript carries only its own language. The openings: lib/content/jobs.ts.

export interface CareersCopy {
  careersIntro: CareersIntro;
  jobBoard: JobBoardCopy;
  applicationForm: ApplicationFormCopy;
}

const copies: Record<Locale, CareersCopy> = {
  en: { ...en, ...boardEn },
  te: { ...te, ...boardTe },
  hi: { ...hi, ...boardHi },
};

export const careersCopyFor = (locale: Locale): CareersCopy => copies[locale];
