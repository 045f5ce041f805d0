// `node dist/healthcheck.mjs [seconds] [--collector]`: waits for the receiver on HOST:PORT (with --collector,
// the collector on HOST:COLLECT_PORT) to pass its health check (the database answers, every migration applied)
// and exits 0, or exits 1 after 15 s (or the seconds given). The systemd units run it as ExecStartPost, so
// `systemctl start` fails for a receiver that started but could not store a lead; a container's HEALTHCHECK or
// a deploy script can run it the same way.
import { configFromEnv } from "./config";
import { HEALTH_PATH } from "./health";

const args = process.argv.slice(2);
const TIMEOUT_MS = 1000 * (Number(args.find((a) => a !== "--collector")) || 15);
const POLL_MS = 250;

/** True as soon as `url` answers 200; false if it has not by `timeoutMs` (each try is bounded too). */
async function waitUntilHealthy(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // Not listening yet, or the database not answering: try again until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
  return false;
}

const config = configFromEnv();
const { host, port } = args.includes("--collector") ? config.collectListen : config.listen;
const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}${HEALTH_PATH}`;
if (await waitUntilHealthy(url, TIMEOUT_MS)) {
  console.log(`Healthy: ${url}`);
} else {
  console.error(`Not healthy after ${TIMEOUT_MS / 1000} s: ${url}`);
  process.exit(1);
}
