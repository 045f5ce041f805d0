import { z } from "zod";
import { keyedList, slug, text, words } from "../schema";
import { serviceId } from "./serviceIds";

// The header's, the menus', the side rail's and the footer's links and words: content/navigation/navigation.*.yml.
// {siteName}, {legalName}, {tagline} and {phone} are filled in from the site record (content/site/site.en.yml).

const path = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on this site, starting with /, e.g. /about");
const link = z.object({ label: text(), href: path });
/** A link of the header's navigation; "Services" opens the services dropdown. */
const mainNavItem = link.extend({ opensServicesMenu: z.literal(true).optional() });

/** Words a space joins to what follows them (a phone number), so the space is kept as written. */
const leadingWords = () => words(z.string().min(1, "is empty: write the text, or remove the field"));

export const navigationSchema = z
  .object({
    id: slug(),
    /** The headings of the three groups of services, in the menus, the footer and the overview. */
    serviceGroups: words(z.object({ marketing: text(), development: text(), design: text() }).strict()),
    /** The header's links (and the mobile menu's); the one that opens the services dropdown says so. */
    mainNav: keyedList(mainNavItem),
    footerQuickLinks: keyedList(link),
    /** The footer's six services, by id; their labels and paths are the services' own. */
    footerServiceIds: z.array(serviceId()).min(1, "must name at least one service"),
    /** The extra link after them. */
    footerBrandingId: serviceId(),
    /** The site record's profiles the footer shows (the side rail shows them all). */
    footerSocialPlatforms: z.array(z.enum(["instagram", "facebook", "linkedin", "x", "youtube"])),
    layout: z
      .object({
        skipLink: text(),
        /** The logo link's accessible name (header and footer). */
        homeLinkLabel: text(),
        mainNavLabel: text(),
        mobileNavLabel: text(),
        menuLabel: text(),
        /** The theme toggle: a button pressed while the dark theme shows. */
        themeToggleLabel: text(),
        /** The last link of the services dropdown and of the mobile menu's Services section. */
        allServicesLabel: text(),
        /** The side rail's and the mobile menu's social links. */
        followUsLabel: text(),
        /** The language switcher's accessible name. */
        languagesLabel: text(),
        whatsapp: z
          .object({
            /** In the header (visually hidden), before the phone number. */
            headerPrefix: leadingWords(),
            /** In the mobile menu, before the phone number. */
            menuPrefix: text(),
          })
          .strict(),
        /** The slim bar under the header on phones and tablets: call or message in one tap. */
        contactBar: z.object({ label: text(), call: text(), whatsapp: text() }).strict(),
        footer: z
          .object({
            tagline: text(),
            socialLabel: text(),
            quickLinksHeading: text(),
            servicesHeading: text(),
            contactHeading: text(),
            allServicesLabel: text(),
            /** "© <current year> <holder>". */
            copyright: z.object({ symbol: z.string().min(1, "is empty: write ©"), holder: text() }).strict(),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

/** The entry; its lists' items (keyed lists lose their type) are the two below. */
export type NavigationEntry = Omit<z.infer<typeof navigationSchema>, "mainNav" | "footerQuickLinks"> & {
  mainNav: (MainNavItem & { key: string })[];
  footerQuickLinks: (z.infer<typeof link> & { key: string })[];
};
export type MainNavItem = z.infer<typeof mainNavItem>;
