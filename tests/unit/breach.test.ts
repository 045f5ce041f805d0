// @vitest-environment node
// After a breach: the people whose data was held in a window are exactly those held then, named with their
// language and contact; those erased since are a count with no identity; the drafts carry the record's facts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { eraseByEmail } from "@/receiver/db/erase";
import { insertLead, type NewLead } from "@/receiver/db/leads";
import { boardReport, personNotice } from "@/receiver/desk/breachDrafts";
import { heldInWindow } from "@/receiver/desk/db/breach";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "breach-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (name: string, email: string, receivedAt: string, extra: Partial<NewLead> = {}): NewLead => ({
  kind: "contact",
  receivedAt,
  name,
  phone: "+91 98480 12345",
  email,
  noticeVersion: "1",
  consentAt: receivedAt,
  ...extra,
});

it("lists exactly the people held in the window, and counts the erased without naming them", async () => {
  await insertLead(db, lead("Asha", "asha@example.com", "2026-03-01T00:00:00.000Z", { language: "te" }));
  await insertLead(db, lead("Asha", "ASHA@example.com", "2026-03-02T00:00:00.000Z", { kind: "application" }));
  await insertLead(db, lead("Later", "later@example.com", "2026-05-01T00:00:00.000Z"));
  await insertLead(db, lead("Gone", "gone@example.com", "2026-02-01T00:00:00.000Z"));
  await eraseByEmail(db, "gone@example.com");

  const window = { from: "2026-04-01T00:00:00.000Z", to: "2026-04-10T00:00:00.000Z" };
  const held = await heldInWindow(db, window.from, window.to);
  expect(held.people).toEqual([
    {
      name: "Asha",
      email: "asha@example.com",
      phone: "+91 98480 12345",
      language: "te",
      kinds: ["contact", "application"],
    },
  ]);
  expect(held.erasedSince).toBe(1);
  // Erased before the window opened: not held in it.
  expect((await heldInWindow(db, "2099-01-01T00:00:00.000Z", "2099-01-02T00:00:00.000Z")).erasedSince).toBe(0);

  const days = { from: "2026-04-01", to: "2026-04-10" };
  expect(personNotice(held.people[0]!, days)).toContain("To: Asha <asha@example.com> (Telugu)");
  expect(personNotice(held.people[0]!, days)).toContain("2026-04-01 నుంచి 2026-04-10 మధ్య");
  expect(boardReport(held, days)).toContain("held in the window: 1 (by language: 1 Telugu), and 1 record(s)");
});
