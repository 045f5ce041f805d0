import { setTimeout as sleep } from "node:timers/promises";

/**
 * Run `work` again, a bounded number of times, while the database answers SQLITE_BUSY. SQLite's busy timeout
 * covers an embedded file's locks, but a libSQL server answers a write transaction that meets another
 * process's write at once, and a file being switched to WAL does too. `work` must be a whole transaction, so
 * a retry starts clean (a failed one is rolled back).
 */
export async function retryWhileBusy<T>(work: () => Promise<T>, attempts = 100, waitMs = 100): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes("SQLITE_BUSY")) throw error;
      await sleep(waitMs);
    }
  }
}
