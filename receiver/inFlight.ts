/** Work still running that a shutdown should let finish: leads still being written and the e-mails sent after them. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();

  get size(): number {
    return this.pending.size;
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const forget = () => void this.pending.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** Resolves once everything tracked (including work added meanwhile) has settled, or after `ms`. */
  async settled(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), ms)));
    try {
      while (this.pending.size) {
        if ((await Promise.race([Promise.allSettled([...this.pending]), timedOut])) === "timeout") return;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
