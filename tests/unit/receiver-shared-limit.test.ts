// @vitest-environment node
// The submission limit is one across every receiver on the same database (two receivers do not allow twice
// the limit), an IPv6 /64 counts as one address, and a refused address costs no further write.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { limitKey } from "@/receiver/origin";

let dir: string;
let dbs: Client[];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "shared-limit-"));
  dbs = [];
});
afterEach(() => {
  for (const db of dbs) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A receiver process of its own: its own client on the shared database file. */
async function receiver(address: () => string) {
  const db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  dbs.push(db);
  const app = createReceiverApp({
    db,
    config: { rateLimit: { max: 3, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    clock: () => new Date("2026-11-23T10:30:00.000Z"),
    socketAddress: address,
  });
  return async () => {
    const data = new FormData();
    const fields = { name: "Priya", phone: "+91 98480 12345", email: "priya@example.com", message: "Hello" };
    for (const [k, v] of Object.entries({ ...fields, noticeVersion: site.privacy.noticeVersion, _gotcha: "" }))
      data.set(k, v);
    const response = await app.request("/api/leads/contact", {
      method: "POST",
      body: data,
      headers: { Host: "www.example.in", Accept: "application/json" },
    });
    return response.status;
  };
}

describe("the shared submission limit", () => {
  it("counts every receiver's submissions against one limit", async () => {
    const first = await receiver(() => "203.0.113.9");
    const second = await receiver(() => "203.0.113.9");
    expect([await first(), await second(), await first()]).toEqual([201, 201, 201]);
    expect([await second(), await first()]).toEqual([429, 429]);
    // Another address has its own.
    const other = await receiver(() => "198.51.100.7");
    expect(await other()).toBe(201);
  });

  it("counts an IPv6 /64 as one address, and writes nothing for a refused one", async () => {
    let n = 0;
    const send = await receiver(() => `2001:db8:aa:bb::${(n++).toString(16)}`);
    expect([await send(), await send(), await send(), await send()]).toEqual([201, 201, 201, 429]);
    const db = dbs[0]!;
    const before = await db.execute("SELECT hits FROM rate_limits WHERE scope = 'submissions'");
    for (let i = 0; i < 20; i++) expect(await send()).toBe(429);
    const after = await db.execute("SELECT hits FROM rate_limits WHERE scope = 'submissions'");
    expect(after.rows.map((r) => r.hits)).toEqual(before.rows.map((r) => r.hits));
    expect(limitKey("2001:0db8:00aa:00bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(limitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});
