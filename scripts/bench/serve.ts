// Serve a built folder for Lighthouse the way production does: the shipped nginx configuration over HTTPS
// and HTTP/2 with the bench's throwaway certificate (plain HTTP/1.1 without openssl; serve-handler without nginx).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import handler from "serve-handler";
import { startLoopbackProcess, type LoopbackProcess } from "../loopbackProcess";
import { hasNginx, startNginx } from "../preview-nginx";
import { throwawayTls, type PreviewTls } from "../tls";

export interface Served {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** The throwaway certificate, or plain HTTP/1.1 (with a note) when there is no openssl. */
export function benchTls(): PreviewTls | undefined {
  const tls = throwawayTls();
  if (!tls)
    console.log("bench: no openssl; serving plain HTTP/1.1, which makes LCP look slower than on an HTTP/2 host");
  return tls;
}

async function answers(port: number): Promise<boolean> {
  try {
    // Plain http to the TLS port gets nginx's redirect to https, whose self-signed certificate Node's fetch
    // would reject: not following it, that nginx answers at all is enough.
    await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" });
    return true;
  } catch {
    return false;
  }
}

/**
 * The beacon's collector as production runs it behind nginx (dist/collector.mjs), on a throwaway database. Without
 * it every page's beacon gets nginx's 502, a console error that Lighthouse's best-practices score counts.
 */
async function startCollector(port: number): Promise<LoopbackProcess | undefined> {
  if (!existsSync("dist/collector.mjs")) {
    console.log("bench: no dist/collector.mjs (run `npm run build`); each page's beacon will get a 502");
    return undefined;
  }
  try {
    return await startLoopbackProcess({
      name: "bench-collector",
      command: process.execPath,
      args: () => ["dist/collector.mjs"],
      env: (dir) => ({
        COLLECT_PORT: String(port),
        HOST: "127.0.0.1",
        LEADS_DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
      }),
      readyUrl: `http://127.0.0.1:${port}/`,
      timeoutMs: 10_000,
    });
  } catch (error) {
    console.log(`bench: ${(error as Error).message}; each page's beacon will get a 502`);
    return undefined;
  }
}

export async function serveBuilt(outDir: string, port: number, tls: PreviewTls | undefined): Promise<Served> {
  if (hasNginx) {
    const collectPort = port + 50;
    const collector = await startCollector(collectPort);
    try {
      const nginx = startNginx({ port, outDir, tls, collectReceiver: `127.0.0.1:${collectPort}` });
      const stop = async () => {
        await nginx.stop();
        await collector?.stop();
      };
      for (let i = 0; i < 50; i++) {
        if (await answers(port)) {
          return {
            name: `nginx (hosting/nginx.conf)${tls ? " over HTTPS and HTTP/2" : ""}, with the collector`,
            url: nginx.url,
            stop,
          };
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      await stop();
      console.log("bench: nginx did not answer within 5 s; using serve-handler (not how production serves)");
    } catch (error) {
      await collector?.stop();
      console.log(`bench: nginx unavailable (${(error as Error).message}); using serve-handler`);
    }
  }
  const server = createServer((req, res) =>
    handler(req, res, { public: outDir, cleanUrls: true, directoryListing: false }),
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    name: "serve-handler",
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
