import type { InsightTagId } from "@/lib/content/insightsPage";
import { postFrontMatterSchema } from "@/lib/content/schemas/insights";
import type { ServiceId } from "@/lib/content/serviceCatalogue";

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
  /** Related service ids: files of content/services/. */
  services: ServiceId[];
}

/**
 * Validate one post's front matter. A problem throws an Error naming the file and each field, so a
 * broken post fails the build with a message an editor can act on.
 */
export function validateFrontMatter(file: string, data: unknown): PostFrontMatter {
  const result = postFrontMatterSchema.safeParse(data);
  if (result.success) return result.data as PostFrontMatter;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(front matter)";
    return `  field "${field}": ${issue.message}`;
  });
  throw new Error(`${file}: invalid front matter\n${problems.join("\n")}`);
}
