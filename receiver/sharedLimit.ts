import type { Client } from "@libsql/client";

// A rate limit kept in the lead database, so every receiver in front of it counts against the same limit
// (N receivers with a limit each would allow N times it). Fixed windows: at most `max` attempts per key per
// window. A refused key is remembered in this process until its window ends, so a flood costs no write
// past the limit, and each process deletes the previous windows' rows when it first sees a new window.

/** Keys remembered as refused, at most: past it the oldest are forgotten (the database still refuses them). */
const REMEMBERED = 10_000;

export class SharedLimit {
  private readonly refused = new Map<string, number>();
  private purgedWindow = -1;

  constructor(
    private readonly db: Client,
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private window(now: number) {
    return Math.floor(now / this.windowMs) * this.windowMs;
  }

  private secondsUntil(until: number, now: number) {
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  private async purgeOld(window: number) {
    if (window === this.purgedWindow) return;
    this.purgedWindow = window;
    for (const [key, until] of this.refused) if (until <= this.now()) this.refused.delete(key);
    await this.db.execute({
      sql: "DELETE FROM rate_limits WHERE scope = ? AND window_start < ?",
      args: [this.scope, window],
    });
  }

  /** Count one attempt from `key`: undefined when allowed, else Retry-After in whole seconds. */
  async take(key: string): Promise<number | undefined> {
    const now = this.now();
    const window = this.window(now);
    const until = this.refused.get(key);
    if (until !== undefined && until > now) return this.secondsUntil(until, now);
    await this.purgeOld(window);
    // One statement: counted only while under the limit, so concurrent receivers cannot both take the last.
    const result = await this.db.execute({
      sql: `INSERT INTO rate_limits (scope, key, window_start, hits, last_at) VALUES (?, ?, ?, 1, ?)
        ON CONFLICT DO UPDATE SET hits = hits + 1, last_at = excluded.last_at WHERE hits < ? RETURNING hits`,
      args: [this.scope, key, window, now, this.max],
    });
    if (result.rows.length) return undefined;
    if (this.refused.size >= REMEMBERED) this.refused.delete(this.refused.keys().next().value!);
    this.refused.set(key, window + this.windowMs);
    return this.secondsUntil(window + this.windowMs, now);
  }

  /** What `key` has done in the current window: attempts and the last one's time (0 and 0 when none). */
  async state(key: string): Promise<{ hits: number; lastAt: number }> {
    const result = await this.db.execute({
      sql: "SELECT hits, last_at FROM rate_limits WHERE scope = ? AND key = ? AND window_start = ?",
      args: [this.scope, key, this.window(this.now())],
    });
    const row = result.rows[0];
    return row ? { hits: Number(row.hits), lastAt: Number(row.last_at) } : { hits: 0, lastAt: 0 };
  }

  /** Retry-After in whole seconds when `key` is at its limit, without counting an attempt. */
  async waiting(key: string): Promise<number | undefined> {
    const now = this.now();
    const { hits } = await this.state(key);
    return hits >= this.max ? this.secondsUntil(this.window(now) + this.windowMs, now) : undefined;
  }
}
