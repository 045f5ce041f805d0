/**
 * Per-address rate limit over a sliding window, in memory (one process; a restart forgets it, which only ever
 * lets a visitor through): the beacon's, whose events are too many to count in the database. Limits that
 * must hold across receivers (submissions, the desk's sign-in) are in the database: ./sharedLimit.ts.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one attempt from `address`: undefined when allowed, else Retry-After in whole seconds. */
  take(address: string): number | undefined {
    const wait = this.waiting(address);
    if (wait !== undefined) return wait;
    const now = this.now();
    const recent = this.hits.get(address) ?? [];
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) this.forgetIdle(now - this.windowMs);
    return undefined;
  }

  /**
   * Retry-After in whole seconds when `address` is over its limit, without counting an attempt.
   */
  waiting(address: string): number | undefined {
    const now = this.now();
    const recent = this.hits.get(address);
    if (!recent) return undefined;
    // Times are kept in order: drop the expired ones from the front (a filter of every time on every
    // attempt costs a flood's whole window each time).
    let expired = 0;
    while (expired < recent.length && recent[expired]! <= now - this.windowMs) expired += 1;
    if (expired) recent.splice(0, expired);
    // A refused attempt is not recorded: retrying while refused never pushes the wait back.
    if (recent.length < this.max) return undefined;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  private forgetIdle(since: number) {
    for (const [address, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(address);
  }
}
