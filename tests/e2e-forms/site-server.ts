// The site and the lead receiver started exactly as `npm start` serves them (scripts/serve.ts, one
// origin), on a temporary database, and stoppable/restartable by the tests.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

export class SiteServer {
  private child: ChildProcess | undefined;
  readonly origin: string;

  constructor(
    readonly port: number,
    readonly databaseUrl: string,
    private readonly env: Record<string, string> = {},
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  /** Start the server and resolve once it answers its home page. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        LEADS_DATABASE_URL: this.databaseUrl,
        ...this.env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    this.child = child;
    const exited = once(child, "exit").then(([code]) => {
      throw new Error(`scripts/serve.ts exited with ${code} before answering`);
    });
    const ready = (async () => {
      // Poll until it answers: at most 30 s, then fail rather than wait for ever.
      for (let attempt = 0; attempt < 300; attempt++) {
        try {
          if ((await fetch(`${this.origin}/`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`scripts/serve.ts did not answer at ${this.origin} within 30 s`);
    })();
    await Promise.race([ready, exited]);
  }

  /** Stop it (SIGTERM, as a service manager does) and resolve once the process is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  }
}
