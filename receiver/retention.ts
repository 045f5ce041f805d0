import type { Client } from "@libsql/client";
import { site } from "@/lib/content/site";
import { monthsBefore } from "./calendar";
import { countOlderThan, purgeOlderThan } from "./db/erase";
import { truncateLog } from "./db/secureDelete";
import { SPAM_KEEP_DAYS } from "./db/spam";
import { retentionCutoffs } from "./format";
import type { Logger } from "./log";
import { rightsPurge } from "./rights/retention";

// What the agency keeps and for how long: leads per the privacy notice's periods, the spam tray 30 days, the
// desk's access log 12 months (what India's DPDP Rules expect of such logs). One purge deletes all of it,
// daily in every running receiver (the deletes are idempotent, so two receivers may both run it) and on
// demand with `npm run leads -- purge`.

export const ACCESS_LOG_KEEP_MONTHS = 12;
/** The daily purge runs at 03:00 in India (21:30 UTC), when nobody is working the desk. */
const PURGE_AT_UTC = { hours: 21, minutes: 30 };

export interface PurgeCutoffs {
  /** When the purge runs: the rights requests' periods count from it (./rights/retention.ts). */
  now: Date;
  enquiries: string;
  applications: string;
  spam: string;
  accessLog: string;
}

export interface PurgeCounts {
  enquiries: number;
  applications: number;
  spam: number;
  accessLog: number;
}

export function purgeCutoffs(now: Date): PurgeCutoffs {
  const leads = retentionCutoffs(now, site.privacy.retentionMonths);
  const accessLog = monthsBefore(now, ACCESS_LOG_KEEP_MONTHS);
  return {
    now,
    enquiries: leads.contact,
    applications: leads.application,
    spam: new Date(now.getTime() - SPAM_KEEP_DAYS * 86_400_000).toISOString(),
    accessLog: accessLog.toISOString(),
  };
}

/** What a purge with these cut-offs would delete, without deleting it: the desk's retention view. */
export async function purgePreview(db: Client, cutoffs: PurgeCutoffs): Promise<PurgeCounts> {
  const leads = await countOlderThan(db, { contact: cutoffs.enquiries, application: cutoffs.applications });
  const result = await db.execute({
    sql: `SELECT (SELECT count(*) FROM spam WHERE received_at < ?) AS spam,
      (SELECT count(*) FROM access_log WHERE at < ?) AS access_log`,
    args: [cutoffs.spam, cutoffs.accessLog],
  });
  const row = result.rows[0]!;
  return {
    enquiries: leads.contact,
    applications: leads.application,
    spam: Number(row.spam),
    accessLog: Number(row.access_log),
  };
}

export async function purgeExpired(db: Client, cutoffs: PurgeCutoffs): Promise<PurgeCounts> {
  const leads = await purgeOlderThan(db, { contact: cutoffs.enquiries, application: cutoffs.applications });
  const [spam, accessLog] = await db.batch(
    [
      { sql: "DELETE FROM spam WHERE received_at < ?", args: [cutoffs.spam] },
      { sql: "DELETE FROM access_log WHERE at < ?", args: [cutoffs.accessLog] },
      ...rightsPurge(cutoffs.now),
    ],
    "write",
  );
  // Nothing purged stays readable in the write-ahead log (the deletes themselves overwrite: secure_delete).
  await truncateLog(db);
  return {
    enquiries: leads.contact,
    applications: leads.application,
    spam: spam!.rowsAffected,
    accessLog: accessLog!.rowsAffected,
  };
}

/** The next daily purge strictly after `now`. */
export function nextPurgeAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(PURGE_AT_UTC.hours, PURGE_AT_UTC.minutes, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Run the purge every day at its hour until stopped; a failure is logged and tried again the next day. */
export function startDailyPurge(db: Client, log: Logger, clock: () => Date = () => new Date()): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const now = clock();
    timer = setTimeout(run, nextPurgeAt(now).getTime() - now.getTime());
    // A pending purge never keeps the process alive on its own.
    timer.unref();
  };
  const run = () => {
    purgeExpired(db, purgeCutoffs(clock()))
      .then((deleted) => log.info({ deleted }, "retention purge"))
      .catch((error: unknown) => log.error({ err: error }, "retention purge failed"))
      .finally(schedule);
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
