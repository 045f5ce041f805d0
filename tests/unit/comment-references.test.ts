import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A comment that sends the reader to a file sends them nowhere once the file is renamed or removed: every file a
// comment names (relative to its own folder, `./Foo.tsx`, or to the project, `lib/routes.ts`) must exist.
const root = path.resolve(__dirname, "../..");
const folders = ["app", "components", "lib", "receiver", "server", "scripts"];
const TOP = "app|components|content|lib|receiver|server|scripts|tests|hosting|docs|lint|public";
const EXT = "tsx?|mjs|js|css|md|json|sql|conf|service";
/** A path ending in a file's extension, not part of a longer word or path (so "x/lib/y.ts" is not "lib/y.ts"). */
const REFERENCE = new RegExp(
  String.raw`(?<![\w./@-])((?:\.\.?/|@/|(?:${TOP})/)[\w\-./()\[\]]*\.(?:${EXT}))(?![\w-])`,
  "g",
);

function files(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|mjs|js|css)$/.test(file) && !file.includes("node_modules"))
      .map((file) => path.join(root, folder, file)),
  );
}

/** Every comment's text in a TypeScript or JavaScript file, read from each token's surrounding trivia. */
function scriptComments(file: string, text: string): string[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    // Every token, punctuation included: a comment before a closing brace belongs to no other node.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()];
}

function comments(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return file.endsWith(".css") ? (text.match(/\/\*[\s\S]*?\*\//g) ?? []) : scriptComments(file, text);
}

/** The file a reference names, from the commenting file's folder or the project's root. */
function target(file: string, reference: string): string {
  if (reference.startsWith(".")) return path.resolve(path.dirname(file), reference);
  return path.join(root, reference.replace(/^@\//, ""));
}

/**
 * The guides a newcomer reads, whole: the README, the operations guide and docs/. Not the dated records there
 * (docs/benchmarks/, docs/translation-review/), which name files as they were on the day.
 */
function guides(): string[] {
  const docs = readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md"));
  return ["README.md", "hosting/README.md", ...docs.map((name) => `docs/${name}`)].map((file) => path.join(root, file));
}

/** "file: reference" for every reference in a comment (or a guide) to a file that does not exist. */
function missingReferences(sources: string[], read: (file: string) => string[]): string[] {
  return sources.flatMap((file) =>
    read(file).flatMap((comment) =>
      [...comment.matchAll(REFERENCE)]
        .map((match) => match[1]!)
        .filter((reference) => !existsSync(target(file, reference)))
        .map((reference) => `${path.relative(root, file)}: ${reference}`),
    ),
  );
}

describe("file names in comments", () => {
  it("finds a reference in each kind of comment, and tells a path from part of one", () => {
    const found = (text: string) => [...text.matchAll(REFERENCE)].map((m) => m[1]);
    expect(found("// see ./Foo.tsx, and lib/routes.ts.")).toEqual(["./Foo.tsx", "lib/routes.ts"]);
    expect(found("/* ../x/y.ts; @/receiver/app.ts; app/(en)/book/page.tsx */")).toEqual([
      "../x/y.ts",
      "@/receiver/app.ts",
      "app/(en)/book/page.tsx",
    ]);
    expect(found("// out/_server/lib/x.ts, content/insights/<slug>.md, components/forms/*.tsx, lib/x.tsv")).toEqual([]);
    const file = path.join(root, "components/example.tsx");
    const text = "const a = 1; // ./One.tsx\n/** ./Two.ts */\nexport const b = <div>{/* ./Three.tsx */}</div>;\n";
    expect(scriptComments(file, text).join(" ")).toMatch(/One.*Two.*Three/);
    expect(scriptComments(file, 'const url = "http://example.in/./Not.tsx";')).toEqual([]);
  });

  it("every file a comment names in app/, components/, lib/, receiver/, server/ and scripts/ exists", () => {
    expect(missingReferences(files(), comments)).toEqual([]);
  });

  it("every file the README, hosting/README.md and docs/ name exists", () => {
    // A Markdown link's text and target apart: [docs/x.md](docs/x.md) names one file, twice.
    const read = (file: string) => [readFileSync(file, "utf8").replaceAll("](", "] (")];
    expect(missingReferences(guides(), read)).toEqual([]);
  });
});
