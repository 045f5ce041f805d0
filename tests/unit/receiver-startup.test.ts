// @vitest-environment node
// Processes that open a new database at the same instant (the server and `npm run leads`, two receivers)
// all start: the schema is created once, and nobody fails on the other's lock; on an embedded file and on
// a libSQL server (sqld).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { loadMigrations } from "@/receiver/db/migrate";
import { startSqld, type RunningSqld } from "@/scripts/sqld";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "leads-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `processes` processes that open each of `urls` at the same moment: what each printed, one line per database. */
async function openTogether(urls: string[], processes = 2): Promise<string[][]> {
  // Far enough ahead for both to have loaded their code (tsx takes about a second on a busy machine).
  const env = { ...process.env, LEADS_DATABASE_URLS: urls.join(","), OPEN_AT: String(Date.now() + 2500) };
  const open = () =>
    run(process.execPath, ["--import", "tsx", "tests/support/openDatabaseAt.ts"], {
      env: { ...env, OPEN_EVERY: "400" },
      timeout: 60_000,
    }).then(({ stdout }) => stdout.trim().split("\n"));
  return Promise.all(Array.from({ length: processes }, open));
}

/** A loopback port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function expectEachMigrationOnce(url: string) {
  const db = await openDatabase(url);
  const versions = await db.execute("SELECT version FROM schema_migrations ORDER BY version");
  const all = (await loadMigrations()).map((m) => m.version);
  expect(versions.rows.map((r) => Number(r.version))).toEqual(all);
  db.close();
}

describe("opening a new database from two processes at once", () => {
  it("both start, ten times over, and each migration is recorded once", { timeout: 60_000 }, async () => {
    const urls = Array.from({ length: 10 }, (_, round) => `file:${path.join(dir, `round-${round}.db`)}`);
    const [first, second] = await openTogether(urls);
    expect(first).toEqual(urls.map(() => "opened"));
    expect(second).toEqual(urls.map(() => "opened"));
    for (const url of urls) await expectEachMigrationOnce(url);
  });

  it(
    "three at once (two receivers and the CLI) on new libSQL servers: all start, each migration recorded once",
    {
      timeout: 90_000,
    },
    async () => {
      const servers: RunningSqld[] = [];
      try {
        for (let round = 0; round < 3; round++) servers.push(await startSqld(await freePort()));
        const urls = servers.map((server) => server.url);
        const opened = await openTogether(urls, 3);
        expect(opened).toEqual(opened.map(() => urls.map(() => "opened")));
        for (const url of urls) await expectEachMigrationOnce(url);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    },
  );
});

describe("a libSQL server that accepts and never answers", () => {
  it("fails the start within the request time limit, naming the database, instead of hanging", async () => {
    const requests: string[] = [];
    const silent = createHttpServer((req) => requests.push(`${req.method} ${req.url}`));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      await expect(openDatabase(`http://127.0.0.1:${port}`, undefined, { requestTimeoutMs: 300 })).rejects.toThrow(
        `The lead database http://127.0.0.1:${port} cannot be opened for writing`,
      );
      expect(requests.length).toBeGreaterThan(0);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
