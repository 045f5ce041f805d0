// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { eraseByEmail, purgeOlderThan } from "@/receiver/db/erase";
import { getResumeBytes, insertLead, listLeads, type NewLead } from "@/receiver/db/leads";
import { loadMigrations, migrate } from "@/receiver/db/migrate";
import { LeadWriter } from "@/receiver/db/writer";
import { leadLine, leadsCsv, retentionCutoffs } from "@/receiver/format";
import { RateLimiter } from "@/receiver/rateLimit";

let dir: string;
let url: string;
const open: Client[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-db-"));
  url = `file:${path.join(dir, "leads.db")}`;
});
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});
const track = (db: Client) => (open.push(db), db);

const contact = (over: Partial<NewLead> = {}): NewLead => ({
  kind: "contact",
  receivedAt: "2026-11-23T10:00:00.000Z",
  name: "Priya Sharma",
  phone: "+91 98480 12345",
  email: "priya@example.com",
  message: "We run a bakery in Gachibowli.",
  noticeVersion: "2026-11-23",
  consentAt: "2026-11-23T10:00:00.000Z",
  ...over,
});

async function tables(db: Client): Promise<string[]> {
  const rows = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).rows;
  return rows.map((r) => String(r.name));
}

describe("migrations", () => {
  it("bring an empty database to the latest schema, once", async () => {
    const db = track(createClient({ url }));
    const all = await loadMigrations();
    // Numbered from 1, rising, no repeat (a gap is fine: branches number apart), each applied once in order.
    const versions = all.map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
    expect(await migrate(db)).toEqual(versions);
    expect(await tables(db)).toEqual(
      expect.arrayContaining([
        "leads",
        "resumes",
        "schema_migrations",
        "staff",
        "desk_sessions",
        "access_log",
        "page_views",
        "lead_origins",
      ]),
    );
    expect(await migrate(db)).toEqual([]);
  });

  it("upgrade an existing database without touching its leads", async () => {
    const db = track(createClient({ url }));
    const [first, ...later] = await loadMigrations();
    await migrate(db, [first!]);
    await db.execute({
      sql: "INSERT INTO leads (kind, received_at, name, phone, email) VALUES ('contact', ?, 'Anil', '+91 90000 22222', 'anil@example.com')",
      args: ["2026-01-05T09:00:00.000Z"],
    });
    expect(await migrate(db)).toEqual(later.map((m) => m.version));
    const [lead] = await listLeads(db);
    expect(lead).toMatchObject({ name: "Anil", email: "anil@example.com", noticeVersion: "" });
    const columns = (await db.execute("PRAGMA table_info(leads)")).rows.map((r) => String(r.name));
    expect(columns).toEqual(expect.arrayContaining(["notice_version", "consent_at", "status", "read_at"]));
    // The lead desk sees an old lead as new and unread.
    const desk = await db.execute("SELECT status, read_at, assignee_id FROM leads");
    expect({ ...desk.rows[0] }).toEqual({ status: "new", read_at: null, assignee_id: null });
  });

  it("on a current schema take no write lock: a restart under load does not queue for one", async () => {
    const db = track(createClient({ url }));
    await migrate(db);
    // Another process in the middle of a write (a second receiver storing a lead).
    const writer = track(createClient({ url }));
    const busy = await writer.transaction("write");
    await busy.execute("DELETE FROM spam");
    try {
      const restarted = track(createClient({ url }));
      expect(await migrate(restarted)).toEqual([]);
    } finally {
      busy.close();
    }
  });

  it("openDatabase creates the file and its folder on first use", async () => {
    const nested = `file:${path.join(dir, "data", "leads.db")}`;
    const db = track(await openDatabase(nested));
    expect(await insertLead(db, contact())).toBe(1);
  });
});

describe("leads in the database", () => {
  it("an application and its résumé are stored together, byte for byte, and erased together", async () => {
    const db = track(await openDatabase(url));
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 1, 2]);
    const id = await insertLead(
      db,
      {
        ...contact({
          kind: "application",
          position: "UI/UX Web Designer",
          experience: "3",
          name: "Ravi Kumar",
          email: "Ravi@Example.com",
        }),
        message: undefined,
      },
      { fileName: "ravi.pdf", type: "application/pdf", size: bytes.length, sha256: "ab", bytes },
    );
    await insertLead(db, contact());
    expect(Array.from((await getResumeBytes(db, id))!.bytes)).toEqual(Array.from(bytes));
    expect(await eraseByEmail(db, "ravi@example.com")).toBe(1);
    expect(await getResumeBytes(db, id)).toBeUndefined();
    expect((await listLeads(db)).map((l) => l.name)).toEqual(["Priya Sharma"]);
  });

  it("purge deletes each kind past its own retention period", async () => {
    const db = track(await openDatabase(url));
    const now = new Date("2026-11-23T12:00:00.000Z");
    await insertLead(db, contact({ receivedAt: "2024-11-22T12:00:00.000Z", name: "Old enquiry" })); // 24 months + 1 day
    await insertLead(db, contact({ receivedAt: "2024-11-24T12:00:00.000Z", name: "Kept enquiry" }));
    await insertLead(
      db,
      contact({ kind: "application", receivedAt: "2025-11-22T12:00:00.000Z", name: "Old applicant" }),
    );
    await insertLead(
      db,
      contact({ kind: "application", receivedAt: "2025-12-01T12:00:00.000Z", name: "Kept applicant" }),
    );
    const removed = await purgeOlderThan(db, retentionCutoffs(now, { enquiries: 24, applications: 12 }));
    expect(removed).toEqual({ contact: 1, application: 1 });
    expect((await listLeads(db)).map((l) => l.name).sort()).toEqual(["Kept applicant", "Kept enquiry"]);
  });

  it("lists newest first, one line each with its id first; CSV keeps every field and disarms formulas", async () => {
    const db = track(await openDatabase(url));
    await insertLead(db, contact({ receivedAt: "2026-11-20T08:00:00.000Z", name: "First" }));
    await insertLead(
      db,
      contact({ receivedAt: "2026-11-21T08:00:00.000Z", name: '=HYPERLINK("x")', message: 'Says "hi", then\nleaves' }),
    );
    const leads = await listLeads(db);
    expect(leadLine(leads[0]!)).toBe(
      '2  contact  =HYPERLINK("x")  +91 98480 12345  priya@example.com  -  21 Nov 2026, 1:30 pm IST  not notified',
    );
    const csv = leadsCsv(leads).split("\r\n");
    expect(csv[0]).toMatch(/^id,kind,received_at,name,phone,email,service,budget,message,/);
    expect(csv[1]).toMatch(/^2,contact,2026-11-21T13:30:00\.000\+05:30,/);
    expect(csv[1]).toContain(`"'=HYPERLINK(""x"")",'+91 98480 12345,priya@example.com,,,"Says ""hi"", then`);
  });
});

describe("group commit", () => {
  it("leads arriving together share one transaction; each gets its own id; a bad one fails alone", async () => {
    const db = track(await openDatabase(url));
    const writer = new LeadWriter(db);
    const results = await Promise.allSettled([
      writer.insert(contact({ name: "A" })),
      writer.insert(contact({ name: "B" })),
      writer.insert(contact({ name: "Bad", kind: "spam" as never })),
      writer.insert(contact({ name: "C" })),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const ids = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(new Set(ids).size).toBe(3);
    const stored = await listLeads(db);
    expect(stored.map((l) => l.name).sort()).toEqual(["A", "B", "C"]);
    for (const lead of stored) expect(ids).toContain(lead.id);
  });
});

describe("rate limit", () => {
  it("allows the limit per address per window, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([undefined, undefined, undefined]);
    expect(limiter.take("b")).toBeUndefined();
    now += 15_000;
    expect(limiter.take("a")).toBe(45);
    now += 45_000;
    expect(limiter.take("a")).toBeUndefined();
  });
});
