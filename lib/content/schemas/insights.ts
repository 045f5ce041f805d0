import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { idsIn } from "../references";
import { isoDate } from "../schema";
import { serviceId } from "./serviceIds";

// An insights guide: content/insights/<slug>.md, Markdown under this front matter, in English only. The build
// reads and checks it (lib/insights/posts.ts); the editor's fields are made from it (lib/content/cmsPosts.ts).
// The team and the topics are read from their files, not from .content/, which the schema may come before.

/** Where the guides are, from the repository's root. */
export const POSTS_FOLDER = "content/insights";

/** The topics a guide may name: the keys of the insights page's `tags`, in its English file. */
const topicKeys = (
  (
    parse(readFileSync(join(process.cwd(), "content/insights-page/insights-page.en.yml"), "utf8")) as {
      tags?: { key: string }[];
    }
  ).tags ?? []
).map((tag) => tag.key);

const oneOf = (values: string[], what: string) =>
  z.enum(values as [string, ...string[]], {
    error: (issue) => `"${String(issue.input)}" is not ${what} (one of: ${values.join(", ")})`,
  });

// YAML reads an unquoted 2026-11-20 as a Date: the same day.
const day = () =>
  z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), isoDate());

export const postFrontMatterSchema = z
  .object({
    title: z.string().trim().min(10).max(110),
    /** The meta description and the feeds' summary. */
    description: z.string().trim().min(50).max(160),
    published: day(),
    updated: day(),
    author: oneOf(idsIn("content/team"), "a team member id in content/team/"),
    tags: z.array(oneOf(topicKeys, "a topic of content/insights-page/insights-page.en.yml (tags)")).min(1),
    /** The services it relates to: the guide is listed on their pages. */
    services: z.array(serviceId()).min(1),
  })
  .strict()
  .refine((fm) => fm.updated >= fm.published, { path: ["updated"], message: "must not be before published" });
