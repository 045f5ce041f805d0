// The build's NEXT_PUBLIC_* variables, checked once when next.config.ts loads, so a typo stops `npm run build`
// with one line naming the variable. Only next.config.ts imports this module: client code keeps reading each
// `process.env.NEXT_PUBLIC_*` literally, so Next inlines the value and no schema library reaches a browser bundle.
import { z } from "zod";

const blank = z.string().trim().max(0);
const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:$/.test(URL.parse(value)?.protocol ?? ""), "must be an absolute http(s) URL");
const httpUrls = z
  .string()
  .refine(
    (value) => value.split(/[\s,]+/).every((part) => !part || httpUrl.safeParse(part).success),
    "must be absolute http(s) URLs, separated by commas or spaces",
  );

/** Every NEXT_PUBLIC_* variable the site reads, what it may hold, and (README, "Configuration") what it does. */
const buildEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: blank.or(httpUrl).optional(),
  NEXT_PUBLIC_FORMS: blank.or(z.literal("demo")).optional(),
  NEXT_PUBLIC_CONTACT_ENDPOINT: blank.or(httpUrl).optional(),
  NEXT_PUBLIC_APPLICATION_ENDPOINT: blank.or(httpUrl).optional(),
  NEXT_PUBLIC_MEDIA_ORIGINS: httpUrls.optional(),
  NEXT_PUBLIC_ANALYTICS: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["", "0", "1", "true", "false", "on", "off", "yes", "no"]))
    .optional(),
});

export type BuildEnv = z.infer<typeof buildEnvSchema>;

/** The build's variables, checked; throws one error naming each variable that is wrong. */
export function checkBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const result = buildEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`The build's environment is not valid:\n  ${problems.join("\n  ")}`);
}
