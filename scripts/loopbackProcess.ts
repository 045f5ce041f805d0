// A server process that a test or a bench starts beside itself: a temporary folder of its own, ready once it answers
// over HTTP on the loopback address, and stopped with SIGTERM (as a service manager stops it), its folder removed.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LoopbackProcess {
  stop(): Promise<void>;
}

export interface LoopbackProcessOptions {
  /** What the error calls it. */
  name: string;
  command: string;
  /** The arguments and extra environment, given the process's temporary folder. */
  args(dir: string): string[];
  env?(dir: string): Record<string, string>;
  /** Polled every 100 ms until `ready` says so (by default: any answer at all). */
  readyUrl: string;
  ready?(response: Response): boolean;
  /** At most this long, then the process is stopped and the start fails. */
  timeoutMs: number;
}

export async function startLoopbackProcess(options: LoopbackProcessOptions): Promise<LoopbackProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), `${options.name}-`));
  const child = spawn(options.command, options.args(dir), {
    env: { ...process.env, ...options.env?.(dir) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < options.timeoutMs && child.exitCode === null; waited += 100) {
    try {
      if ((options.ready ?? (() => true))(await fetch(options.readyUrl))) return { stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${options.name} did not answer at ${options.readyUrl} within ${options.timeoutMs / 1000} s`);
}
