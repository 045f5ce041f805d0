// @vitest-environment node
// Processes that open a new database at the same instant (the server and `npm run leads`, two receivers)
// all start: the schema is created once, and nobody fails on the other's lock.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "leads-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Two processes that open each of `urls` at the same moment: what each printed, one line per database. */
async function openTogether(urls: string[]): Promise<string[][]> {
  // Far enough ahead for both to have loaded their code (tsx takes about a second on a busy machine).
  const env = { ...process.env, LEADS_DATABASE_URLS: urls.join(","), OPEN_AT: String(Date.now() + 2500) };
  const open = () =>
    run(process.execPath, ["--import", "tsx", "tests/support/openDatabaseAt.ts"], {
      env: { ...env, OPEN_EVERY: "400" },
      timeout: 60_000,
    }).then(({ stdout }) => stdout.trim().split("\n"));
  return Promise.all([open(), open()]);
}

describe("opening a new database from two processes at once", () => {
  it("both start, ten times over, and each migration is recorded once", { timeout: 60_000 }, async () => {
    const urls = Array.from({ length: 10 }, (_, round) => `file:${path.join(dir, `round-${round}.db`)}`);
    const [first, second] = await openTogether(urls);
    expect(first).toEqual(urls.map(() => "opened"));
    expect(second).toEqual(urls.map(() => "opened"));
    for (const url of urls) {
      const db = await openDatabase(url);
      const versions = await db.execute("SELECT version FROM schema_migrations ORDER BY version");
      expect(versions.rows.map((r) => Number(r.version))).toEqual([1, 2, 3]);
      db.close();
    }
  });
});
