// Which hrefs in rich-text records (lib/content/types.ts RichInline) may become links, and of what kind.

export type LinkKind = "internal" | "external" | "web";

/** On-site paths ("internal"), tel: and mailto: ("external"), https: pages ("web"); anything else: null. */
export function richLinkKind(href: string): LinkKind | null {
  if (/^(tel:\+?[0-9]+|mailto:[^\s<>"]+@[^\s<>"]+)$/.test(href)) return "external";
  if (/^\/(?!\/)/.test(href)) return "internal";
  if (/^https:\/\/[^\s<>"]+$/.test(href)) return "web";
  return null;
}
