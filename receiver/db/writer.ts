import type { Client } from "@libsql/client";
import { insertLead, insertLeads, type NewLead, type NewResume } from "./leads";

interface Pending {
  lead: NewLead;
  resume?: NewResume;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. Every lead is synced to disk before its visitor hears "received", and a sync costs
 * milliseconds; so the leads that arrive while the event loop is busy share one transaction (one sync)
 * instead of queueing for one sync each. If a group fails, each lead is retried on its own, so one bad
 * row never fails its neighbours.
 */
export class LeadWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private writing = 0;

  constructor(private readonly db: Client) {}

  /** Leads waiting or being written: the measurement events' writer waits for them (leads first). */
  get busy(): boolean {
    return this.queue.length > 0 || this.writing > 0;
  }

  insert(lead: NewLead, resume?: NewResume): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, resume, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the I/O callbacks of this loop turn: every submission parsed meanwhile joins the group.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    this.scheduled = false;
    this.writing += 1;
    try {
      const ids = await insertLeads(this.db, group);
      group.forEach((p, i) => p.resolve(ids[i]!));
    } catch {
      for (const p of group) {
        await insertLead(this.db, p.lead, p.resume).then(p.resolve, p.reject);
      }
    } finally {
      this.writing -= 1;
    }
  }
}
