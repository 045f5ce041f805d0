import { chatIn } from "@/lib/content/chat";
import { controlsIn } from "@/lib/content/controls";
import { localeOfPath, locales } from "@/lib/locales";

// The chat speaks the page's language: its launcher and its panel are named in it.

/** The launcher's and the panel's names on the page at `route`. */
export function chatNames(route: string): { launcher: string; title: string } {
  const locale = localeOfPath(route);
  return { launcher: controlsIn(locale).chatLauncherLabel, title: chatIn(locale).assistant.title };
}

/** The launcher's label in every language, for checks that run inside any page. */
export const launcherLabels: string[] = locales.map((locale) => controlsIn(locale).chatLauncherLabel);
