import type { Client } from "@libsql/client";
import { loadMigrations } from "./db/migrate";

/** For a load balancer, a monitor and the systemd unit's start check (receiver/healthcheck.ts). */
export const HEALTH_PATH = "/api/leads/health";

/** A database that does not answer within this is as good as down to a load balancer. */
const HEALTH_TIMEOUT_MS = 5000;

/**
 * True when the database answers a query and every migration file is recorded as applied: a receiver
 * that would store leads. Never throws; says nothing about the leads themselves.
 */
export async function databaseHealthy(db: Client): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  const checked = (async () => {
    const [files, recorded] = await Promise.all([
      loadMigrations(),
      db.execute("SELECT version FROM schema_migrations"),
    ]);
    const applied = new Set(recorded.rows.map((r) => Number(r.version)));
    return files.every((m) => applied.has(m.version));
  })().catch(() => false);
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
