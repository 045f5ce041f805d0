// @vitest-environment node
// GET /api/leads/health, for a load balancer or a monitor: 200 while this receiver would store a lead,
// 503 when it would not, and never anything about the leads.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-health-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] };
const health = () => createReceiverApp({ db, config }).request("/api/leads/health");

describe("receiver health check", () => {
  it("200 {ok:true}, never cached, when the database answers and every migration is applied", async () => {
    await db.execute(
      "INSERT INTO leads (kind, received_at, name, phone, email, notice_version, consent_at) VALUES ('contact', 'now', 'Priya Sharma', '+91 98480 12345', 'priya@example.com', 'v1', 'now')",
    );
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe('{"ok":true}');
  });

  it("503 {ok:false} when the database is closed", async () => {
    db.close();
    const res = await health();
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe('{"ok":false}');
  });

  it("503 when a migration file is not applied to this database", async () => {
    await db.execute("DELETE FROM schema_migrations WHERE version = 2");
    const res = await health();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false });
  });

  it("503 when the database does not answer within 5 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const silent = new Proxy(db, {
        get: (target, key) => (key === "execute" ? () => new Promise(() => {}) : (Reflect.get(target, key) as unknown)),
      });
      const answered = createReceiverApp({ db: silent, config }).request("/api/leads/health");
      await vi.advanceTimersByTimeAsync(5000);
      expect((await answered).status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });

  it("503 when the database has no schema at all", async () => {
    await db.execute("DROP TABLE schema_migrations");
    expect((await health()).status).toBe(503);
  });
});
