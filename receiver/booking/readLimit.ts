/**
 * A per-key limit on reads, counted in fixed windows in this process's memory. For a request anyone may send in a
 * flood: it costs no database write (a limit kept in the database, ../sharedLimit.ts, would make every read a
 * write queued with the leads' own), and one map look-up whatever the number of keys, since a window's counts are
 * dropped whole when it ends. Each receiver counts on its own, so N receivers allow N times the limit: what it
 * bounds is the work one process does for one address.
 */
export class ReadLimit {
  private window = Number.NaN;
  private counts = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
    /** Addresses counted in one window, at most: past it new ones go uncounted, so memory stays bounded. */
    private readonly maxKeys = 100_000,
  ) {}

  /** Count one request from `key`: undefined when allowed, else Retry-After in whole seconds. */
  take(key: string): number | undefined {
    const now = this.now();
    const window = Math.floor(now / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const hits = this.counts.get(key) ?? 0;
    if (hits >= this.max) return Math.max(1, Math.ceil(((window + 1) * this.windowMs - now) / 1000));
    if (hits === 0 && this.counts.size >= this.maxKeys) return undefined;
    this.counts.set(key, hits + 1);
    return undefined;
  }
}
