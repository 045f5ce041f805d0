// The site and the lead receiver started exactly as `npm start` serves them (server/serve.ts compiled to
// dist/serve.mjs, one origin), on a temporary database, and stoppable/restartable by the tests; or the
// receiver or the beacon's collector alone as production runs them behind nginx (dist/receiver.mjs,
// dist/collector.mjs).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

const COMPILED = {
  "server/serve.ts": "dist/serve.mjs",
  "receiver/main.ts": "dist/receiver.mjs",
  "receiver/collector.ts": "dist/collector.mjs",
} as const;

const OUTPUT_LINES_KEPT = 20;
/** Everything the server prints is kept too, up to this many characters, for tests that read its log. */
const LOG_CHARS_KEPT = 20_000_000;

export class SiteServer {
  private child: ChildProcess | undefined;
  readonly origin: string;
  private printed = "";

  constructor(
    readonly port: number,
    readonly databaseUrl: string,
    private readonly env: Record<string, string> = {},
    private readonly script: keyof typeof COMPILED = "server/serve.ts",
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  /** Everything the server has printed (its log, stdout and stderr) since it was made, across restarts. */
  get log(): string {
    return this.printed;
  }

  /** The server's process id, while it runs. */
  get pid(): number | undefined {
    return this.running ? this.child!.pid : undefined;
  }

  /** True while the process runs (a request must never stop it). */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Start the server and resolve once it answers HTTP. */
  async start(): Promise<void> {
    // What production runs: the server compiled by `npm run build`.
    const child = spawn(process.execPath, [COMPILED[this.script]], {
      env: {
        ...process.env,
        // The collector listens on COLLECT_PORT, the others on PORT.
        PORT: String(this.port),
        COLLECT_PORT: String(this.port),
        HOST: "127.0.0.1",
        LEADS_DATABASE_URL: this.databaseUrl,
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    // Its log lines are kept, the last few, to say where a start that failed had got to.
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      lines.push(...text.split("\n").filter(Boolean));
      if (this.printed.length < LOG_CHARS_KEPT) this.printed += text;
      lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", (chunk: Buffer) => {
      keep(chunk);
      process.stderr.write(chunk);
    });
    const output = () => (lines.length ? `; its last output:\n${lines.join("\n")}` : "; it printed nothing");
    const exited = once(child, "exit").then(([code]) => {
      throw new Error(`${this.script} exited with ${code} before answering${output()}`);
    });
    const ready = (async () => {
      // Poll until it answers: at most 30 s, then fail rather than wait for ever. Each try is cut off after a
      // second too, so a server that accepts the connection and never answers fails here, with its output.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        try {
          await fetch(`${this.origin}/`, { signal: AbortSignal.timeout(1_000) });
          return;
        } catch {
          /* not listening, or not answering, yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${this.script} did not answer at ${this.origin} within 30 s${output()}`);
    })();
    await Promise.race([ready, exited]);
  }

  /**
   * Stop it (SIGTERM, as a service manager does; SIGKILL for a crash or a power cut) and resolve once the
   * process is gone.
   */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    const child = this.child;
    this.child = undefined;
    // A process that already ended (by itself, or by a signal) has nothing left to stop.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill(signal);
    await exited;
  }
}
