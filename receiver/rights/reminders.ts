import type { Client } from "@libsql/client";
import type { Logger } from "../log";
import type { OutboxWorker } from "../mail/outbox";
import { enqueueRightsMail } from "./mail";
import { casesToRemind } from "./store";

/** How often the receiver looks for cases falling due. */
const EVERY_MS = 60 * 60_000;

/** Queue one reminder to staff for each open case falling due soon; how many were queued. */
export async function queueReminders(db: Client, now: Date): Promise<number> {
  const ids = await casesToRemind(db, now);
  for (const id of ids) await enqueueRightsMail(db, id, "reminder", now);
  return ids.length;
}

/** Every hour (and at start), the reminders due, sent by the outbox. Stopped with the returned function. */
export function startReminders(options: { db: Client; outbox: OutboxWorker; log: Logger; now?: () => Date }) {
  const { db, outbox, log } = options;
  const now = options.now ?? (() => new Date());
  const pass = () =>
    queueReminders(db, now())
      .then((queued) => (queued ? outbox.kick() : undefined))
      .catch((error: unknown) => log.error({ err: error }, "could not queue the due-date reminders"));
  void pass();
  const timer = setInterval(pass, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
