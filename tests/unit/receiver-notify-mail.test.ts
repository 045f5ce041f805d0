// @vitest-environment node
// The e-mail the agency gets for each lead: every field, a link to the lead's page in the desk, and the résumé
// only when LEADS_NOTIFY_ATTACH_RESUME=yes (by default a CV stays in the database, under its retention period,
// instead of a copy in every mailbox).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { configFromEnv } from "@/receiver/config";
import { openDatabase } from "@/receiver/db/client";
import { getLead, insertLead, type Lead } from "@/receiver/db/leads";
import { notificationMail } from "@/receiver/notify";
import { pdfBytes } from "@/tests/support/resumeFiles";

let dir: string;
let db: Client;
let application: Lead;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-mail-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  const id = await insertLead(db, {
    kind: "application",
    receivedAt: "2026-11-25T10:00:00.000Z",
    name: "Ravi Kumar",
    phone: "+91 98480 12345",
    email: "ravi@example.com",
    position: "UI/UX Web Designer",
    experience: "3",
    noticeVersion: site.privacy.noticeVersion,
    consentAt: "2026-11-25T10:00:00.000Z",
  });
  application = (await getLead(db, id))!;
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const resume = { fileName: "ravi-kumar-resume.pdf", type: "application/pdf", bytes: pdfBytes };
const env = { SMTP_URL: "smtps://user:pass@smtp.example.com", LEADS_NOTIFY_TO: "leads@example.in" };
const settings = (extra: Record<string, string> = {}) => {
  const config = configFromEnv({ ...env, LEADS_DESK_ORIGIN: "https://www.example.in", ...extra });
  return { ...config.smtp!, deskOrigin: config.deskOrigin };
};

it("links to the lead's page in the desk and, by default, attaches no résumé", () => {
  const mail = notificationMail(application, resume, settings());
  expect(mail.subject).toBe("New application: UI/UX Web Designer — Ravi Kumar");
  expect(mail.replyTo).toBe("ravi@example.com");
  expect(mail.text).toContain(`Open it in the lead desk: https://www.example.in/desk/leads/${application.id}`);
  expect(mail.text).toContain("Phone: +91 98480 12345");
  expect(mail.attachments).toEqual([]);
});

it("says when the lead arrived in India's time, as staff write it", () => {
  const mail = notificationMail(application, resume, settings());
  expect(mail.text).toContain(`Job application #${application.id}, received 25 Nov 2026, 3:30 pm IST`);
  expect(mail.text).not.toContain(application.receivedAt);
});

it("attaches the résumé, with its checked type, when LEADS_NOTIFY_ATTACH_RESUME=yes", () => {
  const mail = notificationMail(application, resume, settings({ LEADS_NOTIFY_ATTACH_RESUME: "yes" }));
  expect(mail.attachments).toEqual([
    { filename: "ravi-kumar-resume.pdf", contentType: "application/pdf", content: Buffer.from(pdfBytes) },
  ]);
});

it("an enquiry's e-mail says which service and budget the visitor chose, and then the message", async () => {
  const id = await insertLead(db, {
    kind: "contact",
    receivedAt: "2026-11-25T11:00:00.000Z",
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    service: "Logo Design",
    message: "A logo for our bakery.",
    noticeVersion: site.privacy.noticeVersion,
    consentAt: "2026-11-25T11:00:00.000Z",
  });
  const text = String(notificationMail((await getLead(db, id))!, undefined, settings()).text);
  expect(text).toContain("Service: Logo Design\nBudget: -\n\nA logo for our bakery.");
});

it("refuses any other value for the setting, naming it", () => {
  expect(() => settings({ LEADS_NOTIFY_ATTACH_RESUME: "true" })).toThrow(
    'LEADS_NOTIFY_ATTACH_RESUME must be yes or no, got "true"',
  );
});
