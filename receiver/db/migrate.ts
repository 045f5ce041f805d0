import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Client } from "@libsql/client";
import { retryWhileBusy } from "./busy";

/** Versioned schema files in receiver/db/migrations/ (named NNN_name.sql), applied once each, in order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 3)),
      name: file,
      sql: await readFile(`${dir}/${file}`, "utf8"),
    })),
  );
}

/**
 * Apply every migration not yet recorded in schema_migrations, each in its own write transaction together
 * with its record, so a failed migration leaves the database as it was. The write transaction is also the
 * lock: a second process opening the database at the same moment waits for it, then finds the migration
 * recorded and skips it. Returns the versions applied.
 */
export async function migrate(db: Client, migrations?: Migration[]): Promise<number[]> {
  const applied: number[] = [];
  // Read first: a receiver restarting under load on a current schema then needs no write lock at all here.
  const recorded = await recordedVersions(db);
  for (const migration of migrations ?? (await loadMigrations())) {
    if (recorded.has(migration.version)) continue;
    // A receiver starting while another writes leads to the same server may find the lock taken: wait.
    const done = await retryWhileBusy(() => applyOnce(db, migration));
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** The versions schema_migrations records (none on a new database). */
export async function recordedVersions(db: Client): Promise<Set<number>> {
  const table = await db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'");
  if (!table.rows.length) return new Set();
  const rows = await db.execute("SELECT version FROM schema_migrations");
  return new Set(rows.rows.map((row) => Number(row.version)));
}

/** One migration and its record in one write transaction; false when it was already recorded. */
async function applyOnce(db: Client, migration: Migration): Promise<boolean> {
  const tx = await db.transaction("write");
  try {
    await tx.execute(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const done = await tx.execute({
      sql: "SELECT 1 FROM schema_migrations WHERE version = ?",
      args: [migration.version],
    });
    if (done.rows.length) return false;
    // The file as written, comments and multi-line triggers included: SQLite parses its statements itself.
    await tx.executeMultiple(migration.sql);
    await tx.execute({
      sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
      args: [migration.version, migration.name, new Date().toISOString()],
    });
    await tx.commit();
    return true;
  } finally {
    tx.close();
  }
}
