import { z } from "zod";
import { fixed, isoDate, slug, text, textList } from "../schema";

const workModes = ["Remote", "Hybrid", "On-site"] as const;

/** The monthly salaries, in rupees, of the openings the site's specification lists. */
export const fixedSalaries: Record<string, { min: number; max: number }> = {
  "digital-marketing-executive": { min: 45000, max: 65000 },
  "ui-ux-web-designer": { min: 50000, max: 70000 },
};
const salaryReason = `the salaries of its openings are ${Object.entries(fixedSalaries)
  .map(([id, { min, max }]) => `${id} ${min}–${max}`)
  .join(", ")} rupees a month; a new opening sets its own`;

/** A job opening on /careers: content/jobs/<id>.<language>.yml. Its id is the anchor of its details. */
export const jobOpeningSchema = z
  .object({
    id: slug(),
    /** Place on the page: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    title: text(),
    /** Where the work happens; the careers page says what each mode means. */
    workplace: z.enum(workModes),
    /** The office the role reports to. */
    city: z.string().trim().min(1, "is empty: name the city of the office"),
    region: z.string().trim().min(1, "is empty: name the state"),
    countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code, e.g. IN"),
    type: fixed(z.literal("Full-time", "must be Full-time"), "the careers page lists full-time roles only"),
    employmentType: z.literal("FULL_TIME", "must be FULL_TIME"),
    /** Monthly salary in rupees. */
    salaryRange: z
      .object({
        currency: z.literal("INR", "must be INR"),
        min: z.number().int().positive("must be a whole number of rupees"),
        max: z.number().int().positive("must be a whole number of rupees"),
        unit: z.literal("MONTH", "must be MONTH: salaries are monthly"),
      })
      .strict()
      .refine((range) => range.max >= range.min, { message: "has a maximum below its minimum", path: ["max"] })
      .describe(`Fixed by the site's specification: ${salaryReason}.`),
    datePosted: isoDate(),
    validThrough: isoDate(),
    experience: text(),
    description: text(),
    responsibilities: textList(),
    qualifications: textList(),
    /** Product names, the same in every language. */
    tools: z.array(z.string().trim().min(1, "has an empty line")),
  })
  .strict()
  .refine((job) => job.validThrough > job.datePosted, {
    message: "is not after datePosted",
    path: ["validThrough"],
  })
  .superRefine((job, context) => {
    const salary = fixedSalaries[job.id];
    if (salary && (job.salaryRange.min !== salary.min || job.salaryRange.max !== salary.max))
      context.addIssue({
        code: "custom",
        path: ["salaryRange"],
        message: `must be ${salary.min}–${salary.max}: fixed by the site's specification`,
      });
  });

export type JobOpeningEntry = z.infer<typeof jobOpeningSchema>;
