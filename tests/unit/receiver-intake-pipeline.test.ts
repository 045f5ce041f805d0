// @vitest-environment node
// The one intake every kind of lead goes through, with an adapter of the test's own: the honeypot is kept
// aside, a refusal stores nothing, the store has a deadline, and the follow-up runs for every stored lead,
// one stored late included.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { SPAM_REASONS, spamPage } from "@/receiver/db/spam";
import { InFlight } from "@/receiver/inFlight";
import { intake, type IntakeAdapter } from "@/receiver/intake/pipeline";
import { createLogger } from "@/receiver/log";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-intake-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An intake whose store settles when the test says, recording what each step saw. */
function harness() {
  const seen: string[] = [];
  const logged: string[] = [];
  let settle: { resolve: (id: number) => void; reject: (error: Error) => void } | undefined;
  const underWay = new InFlight();
  const adapter: IntakeAdapter<string, number> = {
    spamKind: "contact",
    noun: "test lead",
    read: async (c) => (await c.req.raw.formData()) as FormData,
    async check(c, data) {
      const name = String(data.get("name") ?? "");
      return name ? name.trim() : c.json({ refused: true }, 400);
    },
    store(name) {
      seen.push(`store ${name}`);
      return new Promise((resolve, reject) => (settle = { resolve, reject }));
    },
    leadId: (id) => id,
    follow: async (id) => void seen.push(`follow ${id}`),
    stored: (c, _data, id, name) => c.json({ id, name }, 201),
    spam: (c) => c.json({ id: 0 }, 201),
    notStored: (c, _data, why) => c.json({ why }, why === "late" ? 503 : 500),
  };
  const log = createLogger({ write: (line: string) => void logged.push(line) });
  const deps = { db, now: () => new Date("2026-11-27T10:00:00Z"), log, underWay, storeDeadlineMs: 50 };
  const app = new Hono().post("/", intake(deps, adapter));
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return app.request("/", { method: "POST", body });
  };
  return { seen, logged, underWay, post, settle: () => settle! };
}

describe("the intake pipeline", () => {
  it("stores a checked lead, answers with what was stored, then follows it up", async () => {
    const h = harness();
    const answer = h.post({ name: " Priya " });
    await expect.poll(() => h.seen).toEqual(["store Priya"]);
    h.settle().resolve(7);
    const res = await answer;
    expect([res.status, await res.json()]).toEqual([201, { id: 7, name: "Priya" }]);
    await h.underWay.settled(1000);
    expect(h.seen).toEqual(["store Priya", "follow 7"]);
  });

  it("answers a refusal from the check and stores nothing", async () => {
    const h = harness();
    const res = await h.post({ name: "" });
    expect([res.status, await res.json()]).toEqual([400, { refused: true }]);
    expect(h.seen).toEqual([]);
  });

  it("keeps a filled honeypot in the spam tray, answers it like a success, and stores nothing", async () => {
    const h = harness();
    const res = await h.post({ name: "Bot", _gotcha: "filled" });
    expect(res.status).toBe(201);
    expect(h.seen).toEqual([]);
    const [spam] = await spamPage(db, 10, 0);
    expect(spam).toMatchObject({ kind: "contact", reason: SPAM_REASONS.honeypot });
  });

  it("past the deadline answers 'late', and still follows up the lead once its write lands", async () => {
    const h = harness();
    const res = await h.post({ name: "Ravi" });
    expect([res.status, await res.json()]).toEqual([503, { why: "late" }]);
    h.settle().resolve(9);
    await h.underWay.settled(1000);
    expect(h.seen).toEqual(["store Ravi", "follow 9"]);
    expect(h.logged.join("")).toMatch(/did not answer in time[\s\S]*"leadId":9.*stored after/);
  });

  it("a refused write answers 'failed' and follows nothing up", async () => {
    const h = harness();
    const answer = h.post({ name: "Asha" });
    await expect.poll(() => h.seen).toEqual(["store Asha"]);
    h.settle().reject(new Error("SQLITE_FULL"));
    const res = await answer;
    expect([res.status, await res.json()]).toEqual([500, { why: "failed" }]);
    await h.underWay.settled(1000);
    expect(h.seen).toEqual(["store Asha"]);
    expect(h.logged.join("")).toContain("could not store a test lead");
  });
});
