import type { Client } from "@libsql/client";
import { loadMigrations, recordedVersions } from "./db/migrate";
import { within } from "./within";

/** For a load balancer, a monitor and the systemd unit's start check (receiver/healthcheck.ts). */
export const HEALTH_PATH = "/api/leads/health";

/** A database that does not answer within this is as good as down to a load balancer. */
const HEALTH_TIMEOUT_MS = 5000;

/**
 * True when the database answers a query and every migration file is recorded as applied: a receiver
 * that would store leads. Never throws; says nothing about the leads themselves.
 */
export async function databaseHealthy(db: Client): Promise<boolean> {
  const current = Promise.all([loadMigrations(), recordedVersions(db)]).then(([files, applied]) =>
    files.every((m) => applied.has(m.version)),
  );
  const result = await within(current, HEALTH_TIMEOUT_MS);
  return result !== "late" && "value" in result && result.value;
}
