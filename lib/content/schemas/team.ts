import { z } from "zod";
import { slug, text, words } from "../schema";

/** A member of the team on /about: content/team/<id>.<language>.yml. */
export const teamMemberSchema = z
  .object({
    id: slug(),
    /** Place on the page: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** Full name, written the same in every language. */
    name: z.string().trim().min(1, "is empty: write the person's full name"),
    position: text(),
    /** A square portrait under public/images/team/. */
    image: z
      .string()
      .regex(
        /^\/images\/team\/[a-z0-9-]+\.(svg|png|jpg|webp|avif)$/,
        "must be a file in /images/team/, e.g. /images/team/asha.png",
      ),
    /** What the portrait shows, for a reader who cannot see it. */
    imageAlt: text(),
    /** Formatted HTML (p, strong, em, lists, links); sanitised before it is shown. */
    bio: words(z.string().trim().startsWith("<", "must be formatted HTML, starting with a tag such as <p>")),
    linkedin: z.url({ protocol: /^https$/, error: "must be an https:// address of a LinkedIn profile" }),
  })
  .strict();

export type TeamMemberEntry = z.infer<typeof teamMemberSchema>;
