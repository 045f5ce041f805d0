import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

// `npm run content` (the uploads' sizes, then every collection checked and compiled) on a copy of content/ with
// the files the editor wrote in it: the schemas read the copy's folders (a new piece of work is a known id), as the
// build of the commit the editor makes would.

export interface Written {
  path: string;
  text?: string;
  bytes?: Buffer;
}

/** The output of the content step on the copy, and whether it passed. */
export function contentStepOn(files: Written[]): { passed: boolean; output: string } {
  const root = mkdtempSync(join(tmpdir(), "admin-content-"));
  const repo = resolve(".");
  try {
    cpSync("content", join(root, "content"), { recursive: true });
    for (const file of files) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.bytes ?? file.text ?? "");
    }
    const tsx = (script: string) =>
      execFileSync(
        join(repo, "node_modules/.bin/tsx"),
        ["--tsconfig", join(repo, "tsconfig.json"), join(repo, script)],
        { cwd: root, encoding: "utf8", stdio: "pipe" },
      );
    try {
      return { passed: true, output: tsx("scripts/content/uploads.ts") + tsx("scripts/content/compile.ts") };
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      return { passed: false, output: `${stdout ?? ""}${stderr ?? ""}` };
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
