// @vitest-environment node
// Stopping the receiver (SIGTERM from systemd, a deploy): nothing under way is lost. A submission being
// uploaded is stored and answered, the e-mail of a lead just stored goes out, and only then is the database
// closed. Starting again sends the e-mails an earlier run never sent.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { configFromEnv } from "@/receiver/config";
import { openDatabase } from "@/receiver/db/client";
import { insertLead, listLeads } from "@/receiver/db/leads";
import { createHardenedServer } from "@/receiver/httpServer";
import { createLogger } from "@/receiver/log";
import { createNodeReceiver } from "@/receiver/node";
import type { Notifier } from "@/receiver/notify";

let dir: string;
let url: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-shutdown-"));
  url = `file:${path.join(dir, "leads.db")}`;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A notifier whose sends wait until released. */
function heldNotifier() {
  const sent: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const started: string[] = [];
  const notifier: Notifier = {
    async send(lead) {
      started.push(lead.name);
      await held;
      sent.push(lead.name);
    },
  };
  return { notifier, sent, started, release };
}

/** The receiver's log lines, parsed (the servers log JSON lines). */
let logLines: Record<string, unknown>[] = [];
const log = createLogger({ write: (line: string) => void logLines.push(JSON.parse(line)) });

async function serve(notifier?: Notifier) {
  logLines = [];
  const receiver = await createNodeReceiver(configFromEnv({ LEADS_DATABASE_URL: url }), { notifier, log });
  const server = createHardenedServer(receiver.listener, { log });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { receiver, server, port: (server.address() as AddressInfo).port };
}

const fields = (name: string) => ({
  name,
  phone: "+91 98480 12345",
  email: "priya@example.com",
  message: "",
  noticeVersion: site.privacy.noticeVersion,
});

function multipart(name: string): { body: string; type: string } {
  const boundary = "----shutdown-test";
  const parts = Object.entries(fields(name)).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const stored = async () => {
  const db = await openDatabase(url);
  try {
    return await listLeads(db);
  } finally {
    db.close();
  }
};

describe("receiver shutdown", () => {
  it("a submission still uploading when the stop comes is stored and answered 201, its e-mail sent, then the connection and the database closed", async () => {
    const { notifier, sent, started, release } = heldNotifier();
    const { receiver, server, port } = await serve(notifier);
    // A browser holds its connection open (an agent that never lets go, a server keep-alive and a grace period
    // that outlast the test): the stop itself must close the connection once it has answered.
    server.keepAliveTimeout = 60_000;
    const { body, type } = multipart("Priya Sharma");
    const req = request({
      agent: new Agent({ keepAlive: true }),
      host: "127.0.0.1",
      port,
      path: "/api/leads/contact",
      method: "POST",
      headers: { "Content-Type": type, "Content-Length": Buffer.byteLength(body), Accept: "application/json" },
    });
    const answered = once(req, "response");
    const arrived = once(server, "request");
    req.write(body.slice(0, 40));
    await arrived;
    const stopped = receiver.shutdown(server, 60_000);
    let stoppedYet = false;
    void stopped.then(() => (stoppedYet = true));
    req.end(body.slice(40));
    const [res] = (await answered) as [IncomingMessage];
    res.resume();
    expect(res.statusCode).toBe(201);
    await expect.poll(() => started).toEqual(["Priya Sharma"]);
    expect(stoppedYet).toBe(false);
    release();
    await stopped;
    expect(sent).toEqual(["Priya Sharma"]);
    expect(receiver.db.closed).toBe(true);
    const [lead] = await stored();
    expect(lead).toMatchObject({ name: "Priya Sharma", notifyError: null });
    expect(lead!.notifiedAt).not.toBeNull();
  });

  it("an e-mail that never finishes does not hold the stop for ever: the database closes and the lead stays unsent for `notify`", async () => {
    const { notifier, started } = heldNotifier();
    const { receiver, server, port } = await serve(notifier);
    const { body, type } = multipart("Priya Sharma");
    const res = await fetch(`http://127.0.0.1:${port}/api/leads/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": type, Accept: "application/json" },
    });
    expect(res.status).toBe(201);
    await expect.poll(() => started).toHaveLength(1);
    await receiver.shutdown(server, 200);
    expect(receiver.db.closed).toBe(true);
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: "warn", unfinished: 1, msg: expect.stringMatching(/still under way/) }),
    );
    expect((await stored())[0]!.notifiedAt).toBeNull();
  });

  it("on start, the leads never e-mailed are sent; one another sender is sending right now is left to it", async () => {
    const db = await openDatabase(url);
    const lead = (name: string) =>
      insertLead(db, { ...fields(name), kind: "contact", receivedAt: new Date().toISOString(), consentAt: "now" });
    await lead("Never sent");
    const claimed = await lead("Being sent");
    const done = await lead("Already sent");
    await db.execute({
      sql: "UPDATE leads SET notify_claimed_at = ? WHERE id = ?",
      args: [new Date().toISOString(), claimed],
    });
    await db.execute({ sql: "UPDATE leads SET notified_at = ? WHERE id = ?", args: [new Date().toISOString(), done] });
    db.close();
    const { notifier, sent, release } = heldNotifier();
    release();
    const { receiver, server } = await serve(notifier);
    await expect.poll(() => sent).toEqual(["Never sent"]);
    await receiver.shutdown(server);
    expect(sent).toEqual(["Never sent"]);
  });

  it("receiver/main.ts exits 0 on SIGTERM", { timeout: 30_000 }, async () => {
    const free = createServer().listen(0, "127.0.0.1");
    await once(free, "listening");
    const port = String((free.address() as AddressInfo).port);
    free.close();
    const child = spawn(process.execPath, ["--import", "tsx", "receiver/main.ts"], {
      env: { ...process.env, LEADS_DATABASE_URL: url, PORT: port },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(child, "exit");
    // Ready once it prints its address.
    await once(child.stdout!, "data");
    child.kill("SIGTERM");
    expect(await exited).toEqual([0, null]);
  });
});
