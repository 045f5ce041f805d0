// @vitest-environment node
// "Erase this person" erases: every spelling of the address (accents, case, spaces, in the leads and in the
// spam tray, stored before the compared form existed too), and afterwards none of the erased values can be
// found in the database's files, even when the erasure runs on a connection the client opened after a
// transaction.
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { eraseByEmail } from "@/receiver/db/erase";
import { insertLead, leadsOfEmail, type NewLead } from "@/receiver/db/leads";
import { keepSpam, spamOfEmail } from "@/receiver/db/spam";
import { addNote } from "@/receiver/desk/db/deskLeads";
import { addStaff } from "@/receiver/desk/db/staff";

const NOW = new Date("2026-11-23T10:00:00.000Z");
let dir: string;
let file: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "erase-"));
  file = path.join(dir, "leads.db");
  db = await openDatabase(`file:${file}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (over: Partial<NewLead>): NewLead => ({
  kind: "contact",
  receivedAt: NOW.toISOString(),
  name: "Élodie Marchand",
  phone: "+91 98480 12345",
  email: "élodie@client.example",
  noticeVersion: "1",
  consentAt: NOW.toISOString(),
  ...over,
});

/** The bytes of the database and its write-ahead log, as a reader of the disk would see them. */
function fileBytes(): Buffer {
  const parts = [file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f));
  return Buffer.concat(parts);
}
const found = (needle: string) => fileBytes().includes(Buffer.from(needle, "utf8"));

describe("erasure", () => {
  it("finds and erases every spelling of the address, in the leads and the spam tray", async () => {
    for (const email of ["Élodie@client.example", "ÉLODIE@CLIENT.EXAMPLE", "e\u0301lodie@client.example"])
      await insertLead(db, lead({ email }));
    const other = await insertLead(db, lead({ name: "Ravi", email: "ravi@client.example" }));
    await keepSpam(db, {
      kind: "contact",
      receivedAt: NOW.toISOString(),
      reason: "honeypot",
      fields: { email: "  élodie@client.example  ", name: "Élodie" },
    });
    expect(await leadsOfEmail(db, " élodie@Client.Example ")).toHaveLength(3);
    expect(await spamOfEmail(db, "ÉLODIE@client.example")).toHaveLength(1);
    expect(await eraseByEmail(db, "élodie@client.example")).toBe(3);
    expect(await leadsOfEmail(db, "élodie@client.example")).toEqual([]);
    expect(await spamOfEmail(db, "élodie@client.example")).toEqual([]);
    expect((await leadsOfEmail(db, "ravi@client.example")).map((l) => l.id)).toEqual([other]);
  });

  it("compares the addresses stored before the compared form existed, once the receiver has filled it in", async () => {
    await insertLead(db, lead({ email: "Élodie@client.example" }));
    await db.execute("UPDATE leads SET email_key = NULL");
    await db.execute(
      `INSERT INTO spam (kind, received_at, reason, fields) VALUES ('contact', '${NOW.toISOString()}', 'honeypot', '{"email":" ÉLODIE@client.example "}')`,
    );
    db.close();
    db = await openDatabase(`file:${file}`);
    expect(await leadsOfEmail(db, "élodie@client.example")).toHaveLength(1);
    expect(await spamOfEmail(db, "élodie@client.example")).toHaveLength(1);
  });

  it("leaves nothing erased readable in the files, after a transaction too", async () => {
    const staff = await addStaff(db, "asha@example.com", "Asha Rao", NOW);
    const secret = {
      email: "elodie.secret@client.example",
      message: "Message-only-Elodie-wrote-4711",
      note: "Note-about-Elodie-0815",
      cv: "CV-text-of-Elodie-2342 ".repeat(2000),
    };
    const id = await insertLead(db, lead({ email: secret.email, message: secret.message }), {
      fileName: "elodie.pdf",
      type: "application/pdf",
      size: secret.cv.length,
      sha256: "0".repeat(64),
      bytes: new TextEncoder().encode(secret.cv),
    });
    await addNote(db, id, staff, secret.note, NOW);
    await insertLead(db, lead({ name: "Ravi", email: "ravi@client.example", message: "Ravi-stays-1234" }));
    // A transaction first, and one still open: the client runs the erasure on another connection of its pool,
    // one it opened after the first (a pragma set once, when the database was opened, would not be on it).
    const tx = await db.transaction("write");
    await tx.execute({ sql: "UPDATE leads SET status = 'read' WHERE id = ?", args: [id] });
    await tx.commit();
    const held = await db.transaction("read");
    for (const value of [secret.email, secret.message, secret.note, "CV-text-of-Elodie-2342"])
      expect(found(value)).toBe(true);

    expect(await eraseByEmail(db, secret.email)).toBe(1);
    held.close();
    for (const value of [secret.email, secret.message, secret.note, "CV-text-of-Elodie-2342"])
      expect(found(value), value).toBe(false);
    // The search is not blind: what was not erased is still there.
    expect(found("Ravi-stays-1234")).toBe(true);
  });
});
