// @vitest-environment node
// A lead is e-mailed to the agency once, even when the server (right after storing it), `npm run leads --
// notify` and a restarted server all try to send it at the same time. A sender that crashed mid-send does
// not keep the lead from being sent.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { insertLead, listLeads } from "@/receiver/db/leads";
import { notifyLead, notifyPending, type Notifier } from "@/receiver/notify";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-notify-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const clock = () => new Date("2026-11-23T10:30:00.000Z");

/** A notifier that counts what it sends and holds each send until released. */
function countingNotifier() {
  const sent: number[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const notifier: Notifier = {
    async send(lead) {
      started += 1;
      await held;
      sent.push(lead.id);
    },
  };
  return { notifier, sent, release, started: () => started };
}

const lead = (name: string) =>
  insertLead(db, {
    kind: "contact",
    receivedAt: clock().toISOString(),
    name,
    phone: "+91 98480 12345",
    email: "priya@example.com",
    noticeVersion: site.privacy.noticeVersion,
    consentAt: clock().toISOString(),
  });

describe("each lead is e-mailed once", () => {
  it("the server's e-mail after storing a lead and `npm run leads -- notify` at the same time: one e-mail", async () => {
    const { notifier, sent, release, started } = countingNotifier();
    const app = createReceiverApp({
      db,
      notifier,
      clock,
      config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Priya Sharma",
      phone: "+91 98480 12345",
      email: "priya@example.com",
      message: "More online orders, please.",
      noticeVersion: site.privacy.noticeVersion,
    }))
      form.set(k, v);
    const res = await app.request("/api/leads/contact", {
      method: "POST",
      body: form,
      headers: { Accept: "application/json", Host: "www.deccandigital.example" },
    });
    expect(res.status).toBe(201);
    // The server's own send is under way (held); the CLI runs meanwhile.
    await expect.poll(started).toBe(1);
    expect(await notifyPending(db, notifier, clock)).toEqual({ sent: 0, failed: 0 });
    release();
    await expect.poll(async () => (await listLeads(db))[0]?.notifiedAt).toBe(clock().toISOString());
    expect(await notifyPending(db, notifier, clock)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([1]);
  });

  it("three senders starting on the same leads at once: each lead sent exactly once", async () => {
    const ids = [await lead("One"), await lead("Two"), await lead("Three")];
    const { notifier, sent, release } = countingNotifier();
    release();
    const outcomes = await Promise.all([
      notifyLead(db, notifier, ids[0]!, clock),
      notifyPending(db, notifier, clock),
      notifyPending(db, notifier, clock),
    ]);
    expect(outcomes[0]).toMatch(/sent|taken/);
    expect(sent.toSorted()).toEqual(ids);
    expect((await listLeads(db)).every((l) => l.notifiedAt !== null)).toBe(true);
  });

  it("a claim left by a crashed sender is taken again once stale, not while fresh", async () => {
    const id = await lead("Priya Sharma");
    const { notifier, sent, release } = countingNotifier();
    release();
    // A sender claimed it a minute ago and is (as far as anyone knows) still sending.
    await db.execute({
      sql: "UPDATE leads SET notify_claimed_at = ? WHERE id = ?",
      args: ["2026-11-23T10:29:00.000Z", id],
    });
    expect(await notifyPending(db, notifier, clock)).toEqual({ sent: 0, failed: 0 });
    expect(await notifyLead(db, notifier, id, clock)).toBe("taken");
    // It claimed it an hour ago: it crashed; the lead is sent.
    await db.execute({
      sql: "UPDATE leads SET notify_claimed_at = ? WHERE id = ?",
      args: ["2026-11-23T09:30:00.000Z", id],
    });
    expect(await notifyPending(db, notifier, clock)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([id]);
  });

  it("a failed send releases its claim: the next retry sends at once", async () => {
    const id = await lead("Priya Sharma");
    let fail = true;
    const sent: number[] = [];
    const notifier: Notifier = {
      async send(l) {
        if (fail) throw new Error("SMTP connection refused");
        sent.push(l.id);
      },
    };
    expect(await notifyLead(db, notifier, id, clock)).toBe("failed");
    fail = false;
    expect(await notifyPending(db, notifier, clock)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([id]);
  });
});
