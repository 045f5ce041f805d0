import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { retryWhileBusy } from "./busy";
import { log } from "../log";
import { backfillEmailKeys } from "./emailKeys";
import { migrate } from "./migrate";
import { withSecureDelete } from "./secureDelete";

/** The file path of an embedded database URL (file:data/leads.db → data/leads.db), else undefined. */
export function embeddedPath(url: string): string | undefined {
  return url.startsWith("file:") ? url.slice("file:".length) : undefined;
}

/** How long a connection waits for another process's lock (a second server, the CLI) before failing. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * How long one request to a libSQL server may take. The client sets no limit of its own, so a server that
 * accepts the connection and never answers would hold a starting receiver forever (it never listens, and a
 * supervisor sees a live process) and hold every later write open. A slow answer is not failed early: the
 * server itself makes a write wait about five seconds for a lock that a vanished client left behind.
 */
const REQUEST_TIMEOUT_MS = 30_000;

/** `fetch` that gives up after `ms` (the libSQL client hands it a complete Request). */
function fetchWithin(ms: number) {
  return (request: Request) => fetch(request, { signal: AbortSignal.timeout(ms) });
}

/**
 * Open the lead database and bring its schema up to date. An embedded file is created on first use
 * (with its folder) in WAL mode, so `npm run leads` can read while the server writes; every commit is
 * synced to disk before the visitor hears "received". Every connection waits for locks from the moment it
 * opens, so processes starting together on a new file take turns instead of failing. Throws when the
 * database cannot be written (a read-only file or folder, a full disk) or a libSQL server does not answer:
 * a server must not start and then refuse every lead.
 */
export async function openDatabase(
  url: string,
  authToken?: string,
  { requestTimeoutMs = REQUEST_TIMEOUT_MS } = {},
): Promise<Client> {
  const file = embeddedPath(url);
  if (file && file !== ":memory:") await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  let db: Client | undefined;
  try {
    db = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS, fetch: fetchWithin(requestTimeoutMs) });
    if (file) {
      // Deleted rows are overwritten on every connection the client opens (receiver/db/secureDelete.ts).
      db = withSecureDelete(db);
      await walMode(db);
      await db.execute("PRAGMA synchronous = FULL");
    }
    await db.execute("PRAGMA foreign_keys = ON");
    await migrate(db);
    const keys = await backfillEmailKeys(db);
    if (keys.invalid)
      log.warn(keys, "stored e-mail addresses that fail the forms' rule: shown as text in the desk, never replied to");
    await checkWritable(db);
  } catch (error) {
    db?.close();
    throw new Error(
      `The lead database ${file ?? url.replace(/\/\/[^@/]*@/, "//")} cannot be opened for writing: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }
  return db;
}

/** Switch the file to WAL (it stays so), waiting while another process creates or switches the same file. */
async function walMode(db: Client): Promise<void> {
  await retryWhileBusy(() => db.execute("PRAGMA journal_mode = WAL"), 50);
}

/**
 * A real write, rolled back: fails on a read-only file or folder even when the schema is current. Another
 * receiver writing leads at that moment only makes it wait.
 */
async function checkWritable(db: Client): Promise<void> {
  await retryWhileBusy(async () => {
    const tx = await db.transaction("write");
    try {
      await tx.execute("CREATE TABLE write_check (x)");
      await tx.rollback();
    } finally {
      tx.close();
    }
  });
}
