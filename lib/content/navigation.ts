import compiled from "@/.content/navigation.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { fill } from "@/lib/template";
import { omit, onlyEntryIn } from "./inLanguage";
import type { MainNavItem, NavigationEntry } from "./schemas/navigation";

// The header's, the menus' and the footer's links and words (content/navigation/), for the server: the client
// parts of the layout get them through components/i18n/LocaleCopy.tsx, in the page's language only.

type Layout = NavigationEntry["layout"];

/** The words of the header, the menus, the side rail and the footer around their links. */
export type LayoutCopy = Omit<Layout, "contactBar"> & {
  /** `callNumber`: visually hidden after "Call", the number the dialer opens with. */
  contactBar: Layout["contactBar"] & { callNumber: string };
};

export type { MainNavItem };

interface NavigationCopy {
  /** The headings of the three groups of services. */
  serviceGroups: NavigationEntry["serviceGroups"];
  mainNav: MainNavItem[];
  footerQuickLinks: { label: string; href: string }[];
  layoutCopy: LayoutCopy;
}

const entryIn = onlyEntryIn<NavigationEntry>(compiled);

// The site record's facts the words name, so a new name or number is written once, in content/site/.
const siteFacts = { siteName: site.name, legalName: site.legalName, tagline: site.tagline, phone: site.phone.display };

function copyIn(locale: Locale): NavigationCopy {
  const { mainNav, footerQuickLinks, layout, serviceGroups } = entryIn(locale);
  const { footer } = layout;
  return {
    serviceGroups,
    mainNav: mainNav.map((item) => omit(item, "key")),
    footerQuickLinks: footerQuickLinks.map((item) => omit(item, "key")),
    layoutCopy: {
      ...layout,
      homeLinkLabel: fill(layout.homeLinkLabel, siteFacts),
      contactBar: { ...layout.contactBar, callNumber: ` ${site.phone.display}` },
      footer: {
        ...footer,
        tagline: fill(footer.tagline, siteFacts),
        copyright: { ...footer.copyright, holder: fill(footer.copyright.holder, siteFacts) },
      },
    },
  };
}

const byLocale = eachLocale(copyIn);

/** The menus' links and the layout's words in a language; links are the English paths (the Link localises them). */
export const navigationIn = (locale: Locale): NavigationCopy => byLocale[locale];

const { footerServiceIds: serviceIds, footerBrandingId: brandingId, footerSocialPlatforms } = entryIn("en");
/** The footer's services by id, the extra link after them, and the profiles it shows. */
export const footerServiceIds: readonly string[] = serviceIds;
export const footerBrandingId: string = brandingId;
export { footerSocialPlatforms };
