// Lead desk benchmark (a report, not a test): the inbox, a filtered inbox, a search, a deep page and a lead's
// page over 100,000 generated leads in an embedded database, timed in process (Hono's app.request, so the
// figure is the server's own time: the queries and the rendering), median and worst of 20 runs each; and
// each page's weight.
//   npm run bench:desk   (BENCH_DESK_LEADS=100000)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InStatement } from "@libsql/client";
import { jobOpenings } from "@/lib/content/jobs";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { SESSION_COOKIE } from "@/receiver/desk/cookies";
import { createSession } from "@/receiver/desk/db/sessions";
import { addStaff } from "@/receiver/desk/db/staff";

const LEADS = Number(process.env.BENCH_DESK_LEADS ?? 100_000);
const RUNS = 20;
const BATCH = 2000;
const WORDS = ["bakery", "clinic", "logo", "website", "ads", "school", "hotel", "SEO", "app", "brochure"];
const STATUSES = ["new", "contacted", "qualified", "won", "lost"];

const dir = mkdtempSync(path.join(tmpdir(), "bench-desk-"));
try {
  const db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  const start = Date.parse("2025-01-01T00:00:00Z");
  const loadStarted = performance.now();
  for (let first = 0; first < LEADS; first += BATCH) {
    const statements: InStatement[] = [];
    for (let i = first; i < Math.min(first + BATCH, LEADS); i++) {
      const application = i % 4 === 0;
      // Three years of leads, about 90 a day.
      const at = new Date(start + i * 16 * 60_000).toISOString();
      statements.push({
        sql: `INSERT INTO leads (kind, received_at, name, phone, email, message, position, experience, notice_version, consent_at, status)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, '2026-01', ?, ?)`,
        args: [
          application ? "application" : "contact",
          at,
          `Lead ${i}`,
          `+91 98480 ${String(i % 100_000).padStart(5, "0")}`,
          `lead${i}@example.com`,
          application ? null : `We run a ${WORDS[i % WORDS.length]} in Hyderabad and want more customers (${i}).`,
          application ? jobOpenings[i % jobOpenings.length]!.title : null,
          application ? String(i % 10) : null,
          at,
          application ? "new" : STATUSES[i % STATUSES.length]!,
        ],
      });
    }
    await db.batch(statements, "write");
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const now = new Date("2026-11-25T10:00:00Z");
  const staffId = await addStaff(db, "bench@example.com", "Bench", now);
  const cookie = `${SESSION_COOKIE}=${await createSession(db, staffId, now)}`;
  const app = createReceiverApp({
    db,
    config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    clock: () => now,
  });
  const cases: [label: string, path: string][] = [
    ["inbox, first page", "/desk/"],
    ["inbox, page 200 (the oldest)", "/desk/?page=200"],
    ["enquiries marked won", "/desk/?kind=contact&status=won"],
    ["applications for one position", `/desk/?position=${encodeURIComponent(jobOpenings[0]!.title)}`],
    ["one month", "/desk/?from=2026-02-01&to=2026-02-28"],
    ["search: a word in messages", "/desk/?q=bakery"],
    ["search: a rare e-mail", "/desk/?q=lead99999%40example.com"],
    ["a lead's page", "/desk/leads/50000"],
    ["CSV of one month", "/desk/export.csv?from=2026-02-01&to=2026-02-28"],
  ];
  // As served: built by `npm run build` (the site's tokens bundled in, minified).
  const css = readFileSync("dist/desk-assets/desk.css");
  console.log(`\n${LEADS.toLocaleString("en-IN")} leads loaded in ${loadSeconds.toFixed(1)} s\n`);
  console.log("| request | median ms | worst ms | HTML KB |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [label, url] of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const began = performance.now();
      const response = await app.request(url, { headers: { Cookie: cookie, Host: "localhost:3000" } });
      const body = await response.arrayBuffer();
      times.push(performance.now() - began);
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    console.log(`| ${label} | ${median.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${(bytes / 1024).toFixed(1)} |`);
  }
  console.log(`\nThe desk's one stylesheet: ${(css.length / 1024).toFixed(1)} KB; no script but on the passkey pages.`);
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
