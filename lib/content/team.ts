import compiled from "@/.content/team.json" with { type: "json" };
import { inLanguage } from "./inLanguage";
import type { TeamMemberEntry } from "./schemas/team";

/** A member of the team on /about (content/team/). Bios are formatted HTML, sanitised before display. */
export type TeamMember = Omit<TeamMemberEntry, "order">;

export const teamIn = inLanguage<TeamMemberEntry>(compiled);
export const team: TeamMember[] = teamIn("en");
