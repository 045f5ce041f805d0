import { existsSync, mkdirSync, readdirSync, readFileSync, watch, writeFileSync } from "node:fs";
import { join } from "node:path";
import { collections } from "@/lib/content/collections";
import { noticeVersionOf } from "@/lib/content/noticeVersion";
import type { Lacks } from "@/lib/content/cmsLacks";
import { compileCollection, type Collection, type SourceFile } from "@/lib/content/compile";
import type { Locale } from "@/lib/locales";
import { fieldsOf, holdsWords, isWords } from "@/lib/content/schema";

// Nothing this script imports may import .content/ itself (lib/content/serviceCatalogue.ts does): it is what writes it,
// and a fresh clone has none.
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

function compileAll(): boolean {
  const problems: string[] = [];
  const lacking: string[] = [];
  // Per collection and language, what still shows in English: the editor's configuration tells it (cmsLacks.ts).
  const lacksByCollection: Lacks = {};
  const outputs = new Map<string, string>();
  // Per language, the addresses whose copy has no file in it: those pages are not offered in it.
  const pagesUnwritten: Record<string, string[]> = {};
  const compiledEntries = new Map<string, Record<string, unknown[]>>();
  for (const collection of Object.values(collections)) {
    const folder = join(root, collection.folder);
    const files: SourceFile[] = readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => ({ path: `${collection.folder}/${name}`, text: readFileSync(join(folder, name), "utf8") }));
    const compiled = compileCollection(collection, files);
    compiledEntries.set(collection.name, compiled.entries);
    problems.push(...compiled.problems);
    for (const [locale, lacks] of Object.entries(compiled.lacks)) {
      lacking.push(...lacks.map((line) => `  ${locale}: ${line}`));
      if (lacks.length)
        (lacksByCollection[collection.name] ??= {})[locale as Locale] = lacks.map((line) =>
          line.slice(line.indexOf("/") + 1),
        );
    }
    // A collection of facts only is the same in every language: its English entries are all there is.
    const entries = holdsWords(collection.schema) ? compiled.entries : { en: compiled.entries.en };
    outputs.set(`${collection.name}.json`, JSON.stringify(entries));
    outputs.set(`${collection.name}.unwritten.json`, JSON.stringify(compiled.unwritten));
    const { pages } = collection as Collection;
    if (pages)
      for (const [locale, ids] of Object.entries(compiled.unwritten))
        if (ids.length) (pagesUnwritten[locale] ??= []).push(...pages);
    if ((collection as { perLanguage?: boolean }).perLanguage)
      for (const [locale, list] of Object.entries(compiled.entries))
        outputs.set(`${collection.name}.${locale}.json`, JSON.stringify(list));
    const { summaries } = collection as Collection;
    for (const [part, names] of Object.entries(summaries ?? {})) {
      // English whole; another language only its words, by id: the browser gets each fact once.
      const fields = fieldsOf(collection.schema) ?? {};
      const words = names.filter((name) => fields[name] && isWords(fields[name]));
      const pick = (entry: unknown, kept: readonly string[]) =>
        Object.fromEntries(Object.entries(entry as object).filter(([name]) => kept.includes(name)));
      // One file per language, so a page's JavaScript carries its own language's only; and every language's in
      // one, for code that serves every language.
      const all: Record<string, unknown> = {};
      for (const [locale, list] of Object.entries(compiled.entries)) {
        all[locale] =
          locale === "en"
            ? list.map((entry) => pick(entry, names))
            : Object.fromEntries(list.map((entry) => [(entry as { id: string }).id, pick(entry, words)]));
        outputs.set(`${collection.name}.${part}.${locale}.json`, JSON.stringify(all[locale]));
      }
      outputs.set(`${collection.name}.${part}.all.json`, JSON.stringify(all));
    }
  }

  outputs.set("pages.unwritten.json", JSON.stringify(pagesUnwritten));
  // The privacy notice's version follows its text: new words are a new version (lib/content/noticeVersion.ts).
  const site = compiledEntries.get("site")?.en?.[0] as { privacy?: { updated: string } } | undefined;
  if (site?.privacy)
    outputs.set(
      "noticeVersion.json",
      JSON.stringify(noticeVersionOf(site.privacy.updated, compiledEntries.get("privacy"))),
    );
  outputs.set("lacks.json", JSON.stringify(lacksByCollection));
  if (lacking.length)
    console.log(`Shown in English where a language has no words yet (${lacking.length}):\n${lacking.join("\n")}`);
  if (problems.length) {
    console.error(`\nThe content has ${problems.length} problem(s) to fix before the site can build:\n`);
    console.error(problems.map((line) => `  ${line}`).join("\n"));
    return false;
  }
  // Written only when every collection is good, so a bad save never replaces good content.
  for (const [name, text] of outputs) writeIfChanged(join(outDir, name), text);
  console.log(`Content compiled: ${Object.keys(collections).join(", ")}.`);
  return true;
}

if (!process.argv.includes("--watch")) {
  if (!compileAll()) process.exit(1);
} else {
  // `npm run dev`: compiled again a moment after a file changes (a save in an editor writes more than once), so
  // the page being edited shows the change; a problem is printed and the last good content stays.
  compileAll();
  let pending: NodeJS.Timeout | undefined;
  // One watcher per collection's folder: a folder's watcher sees a file saved by replacing it, as editors do.
  for (const collection of Object.values(collections))
    watch(join(root, collection.folder), (_event, name) => {
      if (!name || !/\.ya?ml$/.test(name)) return;
      clearTimeout(pending);
      pending = setTimeout(compileAll, 200);
    });
  console.log("Watching content/ for changes.");
}
