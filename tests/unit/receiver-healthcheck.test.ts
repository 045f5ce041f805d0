// @vitest-environment node
// The start check the systemd unit runs after the receiver starts (dist/healthcheck.mjs): exit 0 once the
// health check answers 200, exit 1 when it keeps answering 503 (or nothing listens) until the deadline.
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterEach, expect, it } from "vitest";

const run = promisify(execFile);
let server: Server | undefined;
afterEach(() => server?.close());

/** A stand-in receiver whose health check fails `failures` times, then passes. */
async function receiverFailing(failures: number): Promise<{ port: number; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? "");
    response.writeHead(asked.length > failures ? 200 : 503).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, asked };
}

const check = (port: number, seconds: string) =>
  run(process.execPath, ["--import", "tsx", "receiver/healthcheck.ts", seconds], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LEADS_DATABASE_URL: "file::memory:" },
    timeout: 30_000,
  });

it("waits through a receiver's 503s and exits 0 once its health check passes", { timeout: 30_000 }, async () => {
  const { port, asked } = await receiverFailing(3);
  const { stdout } = await check(port, "10");
  expect(stdout).toContain(`Healthy: http://127.0.0.1:${port}/api/leads/health`);
  expect(asked).toEqual(Array(4).fill("/api/leads/health"));
});

it(
  "exits 1, naming the address, when the receiver is still unhealthy at the deadline",
  { timeout: 30_000 },
  async () => {
    const { port } = await receiverFailing(Infinity);
    const failure = await check(port, "1").then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`Not healthy after 1 s: http://127.0.0.1:${port}/api/leads/health`);
  },
);
