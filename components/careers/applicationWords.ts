import type { ApplicationFormCopy } from "@/lib/content/careers";
import type { Locale } from "@/lib/locales";
import type { FormFieldSpec } from "@/lib/content/types";
import type { ApplicationField } from "@/lib/forms/rules";
import type { FormWording } from "@/components/forms/FormShell";

/** An opening as the application offers it: shown by its title in the page's language, sent by its English one. */
export interface Position {
  id: string;
  title: string;
  value: string;
}

/**
 * The application's words in the page's language, read on the server (./CareersBoard.tsx) and handed to the form
 * as props, so the form's JavaScript holds no language of its own.
 */
export interface ApplicationWords {
  wording: FormWording;
  copy: Pick<ApplicationFormCopy, "lead" | "resumeDrop" | "notConnectedWhat"> & {
    positionField: FormFieldSpec<"position">;
    fields: readonly FormFieldSpec<Exclude<ApplicationField, "position" | "consent">>[];
  };
  privacy: { note: string; consentLabel: string };
  /** The page's language: the application is checked, answered and kept in it. */
  language: Locale;
  noticeVersion: string;
}
