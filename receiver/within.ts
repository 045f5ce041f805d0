// Answering on time while the work goes on: a visitor waiting for a write, a load balancer waiting for a health check.

/** Whether `work` settled within `ms`: its value, its error, or "late" (it goes on running). */
export async function within<T>(work: Promise<T>, ms: number): Promise<{ value: T } | { error: unknown } | "late"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)));
  try {
    return await Promise.race([
      work.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
