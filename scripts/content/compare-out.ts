// `npm run content:compare -- <before-out> <after-out>`: proves that a change to how the copy is stored (for
// instance content/ moving from TypeScript modules to YAML) changes nothing visible, by comparing two exported
// sites page by page: head metadata, visible text, link and media targets, JSON-LD, the sitemap and the feeds.
// What changes with every build (hashes, React's ids, the framework's payload, CSS) is ignored: see
// page-aspects.ts and docs/content.md. Exits 1 when anything differs, so it can gate a change.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { type Aspects, feedAspects, pageAspects } from "./page-aspects";

const SHOWN_LINES = 10; // per differing aspect: enough to see what moved, short enough to read many pages
const SKIPPED_DIRS = new Set(["_next", "pagefind"]); // framework assets and the search index (built from the pages)

// The files to compare: every page, the sitemap and the feeds. A page's RSC payload ("about.txt",
// "__next.*.txt") is the framework's data, full of hashes, and not a feed: its rows start "<hex id>:".
const isPayload = (path: string) => /^[0-9a-f]*:/.test(readFileSync(path, "utf8").slice(0, 64));
function comparedFiles(root: string, dir = root, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) comparedFiles(root, path, out);
    } else if (name.endsWith(".html") || name.endsWith(".xml") || (name.endsWith(".txt") && !isPayload(path)))
      out.push(relative(root, path));
  }
  return out;
}

const aspectsOf = (root: string, file: string): Aspects => {
  const body = readFileSync(join(root, file), "utf8");
  return file.endsWith(".html") ? pageAspects(body) : feedAspects(file, body);
};

// A line diff (longest common subsequence after the common head and tail are cut off), as "-"/"+" lines under
// "@@ -line +line @@" headers; pages differ in a few lines, so the table in the middle stays small.
function diff(before: string[], after: string[]): string[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < Math.min(before.length, after.length) - start && before.at(-1 - end) === after.at(-1 - end)) end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  if (a.length * b.length > 4_000_000) return [`@@ -${start + 1} +${start + 1} @@ (too many changes to align)`];
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  let inHunk = false;
  while (i < a.length || j < b.length) {
    const same = i < a.length && j < b.length && a[i] === b[j];
    if (!same && !inHunk) out.push(`@@ -${start + i + 1} +${start + j + 1} @@`);
    inHunk = !same;
    if (same) [i, j] = [i + 1, j + 1];
    else if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir || !existsSync(beforeDir) || !existsSync(afterDir)) {
  console.error("usage: npx tsx scripts/content/compare-out.ts <before-out-dir> <after-out-dir>");
  process.exit(2);
}

const beforeFiles = new Set(comparedFiles(beforeDir));
const afterFiles = new Set(comparedFiles(afterDir));
const all = [...new Set([...beforeFiles, ...afterFiles])].sort();
let differing = 0;
for (const file of all) {
  if (!beforeFiles.has(file) || !afterFiles.has(file)) {
    differing++;
    console.log(`${file}: only in ${beforeFiles.has(file) ? beforeDir : afterDir}\n`);
    continue;
  }
  const before = aspectsOf(beforeDir, file);
  const after = aspectsOf(afterDir, file);
  const report: string[] = [];
  for (const aspect of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const lines = diff(before[aspect] ?? [], after[aspect] ?? []);
    if (lines.length === 0) continue;
    report.push(`  ${aspect}:`, ...lines.slice(0, SHOWN_LINES).map((l) => `    ${l}`));
    if (lines.length > SHOWN_LINES) report.push(`    … ${lines.length - SHOWN_LINES} more lines`);
  }
  if (report.length === 0) continue;
  differing++;
  console.log(`${file}\n${report.join("\n")}\n`);
}
console.log(`${all.length} pages compared, ${differing} differ`);
process.exit(differing === 0 ? 0 : 1);
