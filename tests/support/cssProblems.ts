import { transform } from "lightningcss";

/**
 * Every error and warning a current CSS parser (Lightning CSS, the parser Next's own CSS pipeline is built on)
 * reports for one stylesheet, as "file:line message". The pages carry their CSS inline, where the HTML gate's
 * checker reads it with an older CSS profile (tests/e2e/html-validity.spec.ts leaves its "CSS:" messages out);
 * this is the CSS check instead.
 */
export function cssProblems(file: string, code: string, { cssModules = false } = {}): string[] {
  try {
    const { warnings } = transform({ filename: file, code: Buffer.from(code), cssModules, errorRecovery: true });
    return warnings.map((w) => `${file}:${w.loc.line} ${w.message}`);
  } catch (error) {
    const e = error as { message: string; loc?: { line: number } };
    return [`${file}:${e.loc?.line ?? "?"} ${e.message}`];
  }
}
