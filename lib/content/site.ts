import compiled from "@/.content/site.json" with { type: "json" };
import noticeVersion from "@/.content/noticeVersion.json" with { type: "json" };
import { phone } from "./phone";
import type { SiteRecord } from "./types";

/** Fallback origin when NEXT_PUBLIC_SITE_URL is not set at build time (README, "Configuration"). */
export const DEFAULT_SITE_URL = "https://www.deccandigital.example";

/**
 * The one site record, written in content/site/site.en.yml (checked by lib/content/schemas/site.ts and compiled
 * by `npm run content`). Every fact an editor may change — name, phone, e-mail, address, hours, social profiles,
 * the handling of personal data — lives there once; header, footer, chat, contact page and structured data all
 * read it. The name, phone and e-mail are working values chosen for this build: replace them there.
 */
const record: Partial<(typeof compiled.en)[number]> = { ...compiled.en[0]! };
delete record.id;

const facts = record as Omit<SiteRecord, "url" | "phone">;

export const site: SiteRecord = {
  ...facts,
  privacy: { ...facts.privacy, noticeVersion: noticeVersion as string },
  url: (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
  phone,
};

/** The phone and e-mail as links inside copy (RichInline, lib/content/types.ts): the chat and the forms' notices. */
export const phoneLink = { text: site.phone.display, href: `tel:${site.phone.e164}` };
export const emailLink = { text: site.email, href: `mailto:${site.email}` };
