// @vitest-environment node
// The per-address limit counts the submissions a visitor actually made: answers that refuse without
// looking (429 itself, 403 for a post from another site) never use up the visitor's allowance.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { listLeads } from "@/receiver/db/leads";
import { RateLimiter } from "@/receiver/rateLimit";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-limit-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("rate limit", () => {
  it("retrying while refused (429) does not push the visitor's wait back", () => {
    let now = 0;
    const limiter = new RateLimiter(2, 600_000, () => now);
    expect(limiter.take("203.0.113.7")).toBeUndefined();
    expect(limiter.take("203.0.113.7")).toBeUndefined();
    now = 300_000;
    for (let i = 0; i < 5; i++) expect(limiter.take("203.0.113.7")).toBe(300);
    // Ten minutes after the two that counted, the visitor is welcome again.
    now = 600_001;
    expect(limiter.take("203.0.113.7")).toBeUndefined();
  });

  it("posts refused as foreign (403) do not count: the visitor's own enquiry still goes through", async () => {
    const app = createReceiverApp({
      db,
      config: { rateLimit: { max: 1, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
      socketAddress: () => "203.0.113.7",
    });
    const post = (origin: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: "Priya Sharma",
        phone: "+91 98480 12345",
        email: "priya@example.com",
        message: "",
        noticeVersion: site.privacy.noticeVersion,
      }))
        form.set(k, v);
      return app.request("/api/leads/contact", {
        method: "POST",
        body: form,
        headers: { Accept: "application/json", Host: "www.deccandigital.example", Origin: origin },
      });
    };
    for (let i = 0; i < 3; i++) expect((await post("https://evil.example")).status).toBe(403);
    expect((await post("https://www.deccandigital.example")).status).toBe(201);
    expect((await post("https://www.deccandigital.example")).status).toBe(429);
    expect(await listLeads(db)).toHaveLength(1);
  });
});
