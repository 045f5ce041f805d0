import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { migrate } from "./migrate";

/** The file path of an embedded database URL (file:data/leads.db → data/leads.db), else undefined. */
export function embeddedPath(url: string): string | undefined {
  return url.startsWith("file:") ? url.slice("file:".length) : undefined;
}

/**
 * Open the lead database and bring its schema up to date. An embedded file is created on first use
 * (with its folder) in WAL mode, so `npm run leads` can read while the server writes; every commit is
 * synced to disk before the visitor hears "received".
 */
export async function openDatabase(url: string, authToken?: string): Promise<Client> {
  const file = embeddedPath(url);
  if (file && file !== ":memory:") await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const db = createClient({ url, authToken });
  if (file) {
    await db.execute("PRAGMA journal_mode = WAL");
    await db.execute("PRAGMA synchronous = FULL");
    await db.execute("PRAGMA busy_timeout = 5000");
  }
  await db.execute("PRAGMA foreign_keys = ON");
  await migrate(db);
  return db;
}
