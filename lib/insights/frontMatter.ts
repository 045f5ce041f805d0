import { z } from "zod";
import { insightTags, type InsightTagId } from "@/lib/content/insightsPage";
import { serviceSummaries, type ServiceId } from "@/lib/content/serviceCatalogue";
import { team } from "@/lib/content/team";

/** The typed front matter of an insights post (content/insights/*.md). */
export interface PostFrontMatter {
  title: string;
  /** Meta description and feed summary, 50–160 characters. */
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated: string;
  /** A team member id from content/team/. */
  author: string;
  tags: InsightTagId[];
  /** Related service ids from lib/content/serviceCatalogue.ts (checked against the catalogue). */
  services: ServiceId[];
}

const isoDate = z.preprocess(
  // YAML reads an unquoted 2026-11-20 as a Date; accept it as the same day.
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date written YYYY-MM-DD")
    .refine((s) => !Number.isNaN(Date.parse(s)), "not a real date"),
);

const oneOf = (values: readonly string[], what: string) =>
  z.string().superRefine((v, ctx) => {
    if (!values.includes(v))
      ctx.addIssue({ code: "custom", message: `"${v}" is not ${what} (one of: ${values.join(", ")})` });
  });

const schema = z
  .object({
    title: z.string().trim().min(10).max(110),
    description: z.string().trim().min(50).max(160),
    published: isoDate,
    updated: isoDate,
    author: oneOf(
      team.map((m) => m.id),
      "a team member id in content/team/",
    ),
    tags: z
      .array(oneOf(Object.keys(insightTags), "a topic of content/insights-page/insights-page.en.yml (tags)"))
      .min(1),
    services: z
      .array(
        oneOf(
          serviceSummaries.map((s) => s.id),
          "a service id in lib/content/serviceCatalogue.ts",
        ),
      )
      .min(1),
  })
  .strict()
  .refine((fm) => fm.updated >= fm.published, { path: ["updated"], message: "must not be before published" });

/**
 * Validate one post's front matter. A problem throws an Error naming the file and each field, so a
 * broken post fails the build with a message an editor can act on.
 */
export function validateFrontMatter(file: string, data: unknown): PostFrontMatter {
  const result = schema.safeParse(data);
  if (result.success) return result.data as PostFrontMatter;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(front matter)";
    return `  field "${field}": ${issue.message}`;
  });
  throw new Error(`${file}: invalid front matter\n${problems.join("\n")}`);
}
