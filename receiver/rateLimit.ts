/**
 * Per-address rate limit over a sliding window, in memory (one receiver process; a restart forgets it,
 * which only ever lets a visitor through). Returns the seconds to wait when the address is over its limit.
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
    const now = this.now();
    const since = now - this.windowMs;
    const recent = (this.hits.get(address) ?? []).filter((t) => t > since);
    if (recent.length >= this.max) {
      // A refused attempt is not recorded: retrying while refused never pushes the wait back.
      this.hits.set(address, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) this.forgetIdle(since);
    return undefined;
  }

  private forgetIdle(since: number) {
    for (const [address, times] of this.hits) if (!times.some((t) => t > since)) this.hits.delete(address);
  }
}
