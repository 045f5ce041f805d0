import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

// The site built from a copy of the repository with the editor's files in it, as a host builds the commit the
// editor makes: `npm run content` (the uploads' sizes, the collections, the languages' routes), then Next's static
// export. The post-build steps (policies, share images, the search index) work on finished pages, so they are left
// out. The copy sits in the repository's .site-copies/ (ignored by git and every check) without the lock file, so
// Next takes the repository as its root and resolves packages from its node_modules (linked into the copy).

/** A file the editor wrote, at its path in the repository. */
export interface Written {
  path: string;
  text?: string;
  bytes?: Buffer;
}

/** What the site's build reads and type-checks; the tests and the docs stay behind. */
const BUILT_FROM = ["app", "components", "lib", "content", "public", "scripts", "types", "lint", "receiver", "server"];
const FILES = ["next.config.ts", "tsconfig.json", "package.json", ".npmrc"];

export interface BuiltCopy {
  /** The copy's out/, as the host would publish it. */
  out: string;
  remove(): void;
}

export function siteBuiltWith(files: Written[]): BuiltCopy {
  const repo = resolve(".");
  mkdirSync(join(repo, ".site-copies"), { recursive: true });
  const root = mkdtempSync(join(repo, ".site-copies", "build-"));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    // Generated files (the languages' routes, the sizes of uploads) are made again by the copy's own content step.
    const generated = /\/(app\/\([a-z]{2}\)|public\/uploads)(\/|$)/;
    for (const entry of BUILT_FROM)
      cpSync(join(repo, entry), join(root, entry), {
        recursive: true,
        filter: (source) => !generated.test(source.slice(repo.length)) || source.includes("/app/(en)"),
      });
    for (const file of FILES) cpSync(join(repo, file), join(root, file));
    // The copy's code is the repository's, whose types the suite's own build checks; what differs is content,
    // which the content step's schemas check. So the copy's build skips Next's type check, a third of its time.
    // Nor does it write Turbopack's cache for a next build (the copy is removed after the test; writing it took
    // 5-10 of the build's 60-70 CPU-seconds here).
    renameSync(join(root, "next.config.ts"), join(root, "next.config.repository.ts"));
    writeFileSync(
      join(root, "next.config.ts"),
      'import config from "./next.config.repository";\n' +
        "export default { ...config, typescript: { ...config.typescript, ignoreBuildErrors: true },\n" +
        "  experimental: { ...config.experimental, turbopackFileSystemCacheForBuild: false } };\n",
    );
    // The fonts are read by their path from node_modules (next/font/local): the repository's, inside Next's root.
    symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
    for (const file of files) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.bytes ?? file.text ?? "");
    }
    const run = (command: string, args: string[]) =>
      execFileSync(join(repo, "node_modules/.bin", command), args, { cwd: root, stdio: "pipe", encoding: "utf8" });
    for (const script of ["uploads", "compile"]) run("tsx", [`scripts/content/${script}.ts`]);
    run("tsx", ["scripts/routes/language-routes.ts"]);
    run("next", ["build"]);
    return { out: join(root, "out"), remove };
  } catch (error) {
    remove();
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`the site's build from the editor's files failed:\n${stdout}${stderr}`.slice(0, 8_000));
  }
}
