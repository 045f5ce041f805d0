import type { SiteRecord } from "@/lib/content/types";
import { SocialIcon } from "@/components/ui/icons";

/** A list of social profile links, each opening in a new tab: the side rail, the mobile menu and the footer. */
export function SocialLinks({
  profiles,
  newTabNote,
  label,
  className,
  linkClassName,
}: {
  profiles: SiteRecord["social"];
  /** Said after each link (visually hidden), in the page's language. */
  newTabNote: string;
  label?: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.platform}>
          <a className={linkClassName} href={profile.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon platform={profile.platform} size={18} />
            <span className="visually-hidden">
              {profile.label} {newTabNote}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
