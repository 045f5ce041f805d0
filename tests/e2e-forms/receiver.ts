// A real HTTP form receiver for the delivery tests: it parses multipart/form-data (with the Fetch API's
// Request.formData(), built into Node) and records every submission, answering as the test tells it.
import { createServer, type IncomingMessage, type Server } from "node:http";

export interface Received {
  path: string;
  accept: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; bytes: Buffer }>;
}

export type ReceiverMode = { status: number; delayMs?: number };

async function parse(req: IncomingMessage, origin: string): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const request = new Request(`${origin}${req.url}`, {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body,
  });
  const data = await request.formData();
  const fields: Received["fields"] = {};
  const files: Received["files"] = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === "string") fields[key] = value;
    else files[key] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { path: req.url ?? "", accept: req.headers.accept, contentType: req.headers["content-type"], fields, files };
}

export class Receiver {
  readonly received: Received[] = [];
  /** Requests that arrived, answered or not. */
  attempts = 0;
  mode: ReceiverMode = { status: 200 };
  private server: Server | undefined;

  constructor(private readonly port: number) {}

  start(): Promise<void> {
    const origin = `http://127.0.0.1:${this.port}`;
    this.server = createServer(async (req, res) => {
      res.setHeader("Access-Control-Allow-Origin", "*");
      if (req.method === "OPTIONS") {
        res.setHeader("Access-Control-Allow-Headers", "Accept, Content-Type");
        res.writeHead(204).end();
        return;
      }
      if (req.method !== "POST") {
        res.writeHead(405).end();
        return;
      }
      this.attempts += 1;
      const { status, delayMs = 0 } = this.mode;
      const submission = await parse(req, origin);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (status >= 200 && status < 300) this.received.push(submission);
      const wantsJson = (req.headers.accept ?? "").includes("application/json");
      if (wantsJson) {
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: status < 300 }));
      } else {
        res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end("<!doctype html><title>Received</title><h1>Thanks, received</h1>");
      }
    });
    return new Promise((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  reset(mode: ReceiverMode = { status: 200 }) {
    this.received.length = 0;
    this.attempts = 0;
    this.mode = mode;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
