import { glossaryTerms } from "@/lib/content/terms";
import { clients } from "@/lib/content/clients";
import { everyoneNamed } from "@/lib/content/people";
import { site } from "@/lib/content/site";
import { formattedAddress } from "@/lib/site";

// The rule for a Telugu or Hindi page: no English but the glossary's terms and the names the site keeps.

/** The English a Telugu or Hindi page may show: the glossary, and the names the records keep. */
const allowedEnglish = [
  ...glossaryTerms.map((entry) => entry.term),
  site.name,
  site.legalName,
  site.email,
  site.privacy.officer.email,
  ...site.privacy.officer.name.split(" "),
  formattedAddress,
  ...Object.values(site.address),
  ...site.social.map((s) => s.label),
  ...everyoneNamed.flatMap((name) => [name, ...name.split(" ")]),
  ...Object.values(clients).map((c) => c.name),
].sort((a, b) => b.length - a.length);

/** The Latin-script words left in `text` once every allowed phrase is taken out. */
export function strayEnglish(text: string): string[] {
  let rest = text;
  for (const phrase of allowedEnglish) rest = rest.split(phrase).join(" ");
  return [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])];
}
