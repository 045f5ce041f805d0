import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { collections } from "@/lib/content/collections";
import { compileCollection, type SourceFile } from "@/lib/content/compile";

// `npm run content`: every collection of content/ checked against its schema and compiled into
// .content/<name>.json, which the pages, the servers and the tests import. A bad entry stops here with the
// file, the field and what to do, never a stack trace. What each language still shows in English is listed.

const root = process.cwd();
const outDir = join(root, ".content");
mkdirSync(outDir, { recursive: true });

// Rewritten only when it changes: the test command's checks run side by side and read these files.
function writeIfChanged(file: string, text: string) {
  if (existsSync(file) && readFileSync(file, "utf8") === text) return;
  writeFileSync(file, text);
}

const problems: string[] = [];
const lacking: string[] = [];
for (const collection of Object.values(collections)) {
  const folder = join(root, collection.folder);
  const files: SourceFile[] = readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ path: `${collection.folder}/${name}`, text: readFileSync(join(folder, name), "utf8") }));
  const compiled = compileCollection(collection, files);
  problems.push(...compiled.problems);
  for (const [locale, lacks] of Object.entries(compiled.lacks))
    lacking.push(...lacks.map((line) => `  ${locale}: ${line}`));
  writeIfChanged(join(outDir, `${collection.name}.json`), JSON.stringify(compiled.entries));
}

if (lacking.length)
  console.log(`Shown in English where a language has no words yet (${lacking.length}):\n${lacking.join("\n")}`);
if (problems.length) {
  console.error(`\nThe content has ${problems.length} problem(s) to fix before the site can build:\n`);
  console.error(problems.map((line) => `  ${line}`).join("\n"));
  process.exit(1);
}
console.log(`Content compiled: ${Object.keys(collections).join(", ")}.`);
