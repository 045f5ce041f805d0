import { fieldWordsIn } from "@/lib/content/formFields";
import type { Locale } from "@/lib/locales";
import { RIGHTS_SECTION_ID } from "@/lib/rights";
import { site } from "@/lib/content/site";
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import { Honeypot } from "@/components/forms/Honeypot";
import { RightsRequestForm } from "./RightsRequestForm";

/**
 * The rights request form under the notice's rights, where the site's own receiver takes it; elsewhere (a demo
 * build, an external form backend) the notice's e-mail address is the way, and no form is shown.
 */
export function RightsSection({ locale }: { locale: Locale }) {
  if (!firstPartyReceiver) return null;
  const words = rightsRequestIn(locale);
  return (
    <section id={RIGHTS_SECTION_ID} aria-labelledby={`${RIGHTS_SECTION_ID}-heading`}>
      <h3 id={`${RIGHTS_SECTION_ID}-heading`}>{words.heading}</h3>
      <RightsRequestForm
        words={words}
        locale={locale}
        officer={site.privacy.officer.email}
        noticeVersion={site.privacy.noticeVersion}
        honeypot={<Honeypot idPrefix="rights" label={fieldWordsIn(locale).honeypotLabel} />}
      />
    </section>
  );
}
