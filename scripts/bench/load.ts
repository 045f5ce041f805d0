// The benches' load generator: concurrent clients sending requests in a loop, timed one by one.

/** A bench's stop: requests past BENCH_SECONDS are not sent. */
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 30);

export interface Run {
  count: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** `total` requests (or until `stop` says so, or the time bound) from `concurrency` clients in a loop. */
export async function load(
  send: (i: number) => Promise<Response>,
  ok: number,
  total: number,
  concurrency: number,
  stop: () => boolean = () => false,
): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const deadline = Date.now() + maxSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && !stop() && Date.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        const res = await send(i);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { count: latencies.length, failed, seconds, p50: pct(50), p99: pct(99) };
}
