// @vitest-environment node
// What the desk does with personal data: the spam tray and "Not spam", a person's export and erasure, the CSV
// of a filtered view, and the retention purge with its preview.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { insertLead, leadsWhere, listLeads } from "@/receiver/db/leads";
import { keepSpam, SPAM_REASONS, spamPage } from "@/receiver/db/spam";
import { addNote, filterWhere } from "@/receiver/desk/db/deskLeads";
import { nextPurgeAt, purgeCutoffs, purgeExpired, purgePreview } from "@/receiver/retention";
import { deskFixture, type DeskFixture } from "@/tests/support/desk";
import { MIME, pdfBytes } from "@/tests/support/resumeFiles";

let desk: DeskFixture;
beforeEach(async () => (desk = await deskFixture()));
afterEach(() => desk.close());

const caughtContact = (over: Record<string, string> = {}) => ({
  kind: "contact" as const,
  receivedAt: "2026-11-22T08:00:00.000Z",
  reason: SPAM_REASONS.honeypot,
  fields: {
    name: "Kiran Rao",
    phone: "+91 98480 11111",
    email: "kiran@example.com",
    message: "Autofill filled your hidden field.",
    noticeVersion: site.privacy.noticeVersion,
    _gotcha: "Kiran",
    ...over,
  },
});

async function application(email: string) {
  return insertLead(
    desk.db,
    {
      kind: "application",
      receivedAt: desk.clock.now.toISOString(),
      name: "Ravi Kumar",
      phone: "+91 90000 11111",
      email,
      position: jobOpenings[1]!.title,
      experience: "3",
      noticeVersion: "2026-01",
      consentAt: desk.clock.now.toISOString(),
    },
    { fileName: "ravi.pdf", type: MIME.pdf, size: pdfBytes.length, sha256: "-", bytes: pdfBytes },
  );
}

describe("desk: the spam tray", () => {
  it("lists what the trap caught with the reason, and 'Not spam' moves it into the inbox as it was sent", async () => {
    const { cookie } = await desk.signedIn();
    await keepSpam(desk.db, caughtContact());
    const tray = await (await desk.request("/desk/spam", { cookie })).text();
    expect(tray).toContain("Kiran Rao");
    expect(tray).toContain(SPAM_REASONS.honeypot);
    expect(await listLeads(desk.db)).toEqual([]);

    const [entry] = await spamPage(desk.db, 1, 0);
    const moved = await desk.request(`/desk/spam/${entry!.id}/not-spam`, { method: "POST", cookie, form: {} });
    expect(moved.status).toBe(303);
    const [lead] = await listLeads(desk.db);
    expect(lead).toMatchObject({
      name: "Kiran Rao",
      email: "kiran@example.com",
      receivedAt: "2026-11-22T08:00:00.000Z",
    });
    expect(moved.headers.get("location")).toBe(`/desk/leads/${lead!.id}`);
    expect(await spamPage(desk.db, 10, 0)).toEqual([]);
    const log = await desk.db.execute("SELECT action, lead_id FROM access_log");
    expect(log.rows.map((r) => [r.action, r.lead_id])).toEqual([["not-spam", lead!.id]]);
  });

  it("keeps in the tray, with the reason why, what would not pass the form's checks", async () => {
    const { cookie } = await desk.signedIn();
    await keepSpam(desk.db, caughtContact({ email: "not-an-address" }));
    const [entry] = await spamPage(desk.db, 1, 0);
    const refused = await desk.request(`/desk/spam/${entry!.id}/not-spam`, { method: "POST", cookie, form: {} });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/email/i);
    expect(await listLeads(desk.db)).toEqual([]);
    expect(await spamPage(desk.db, 10, 0)).toHaveLength(1);
  });
});

describe("desk: one person's data", () => {
  it("exports every lead of the address (any case) with notes and the CV's bytes, and logs it by id", async () => {
    const { cookie, staffId } = await desk.signedIn();
    const enquiry = await desk.lead({ email: "Ravi@Example.com", name: "Ravi Kumar" });
    const applied = await application("ravi@example.com");
    await desk.lead({ email: "someone.else@example.com" });
    await addNote(desk.db, enquiry, staffId, "Called back", desk.clock.now);
    // What the spam tray holds from the address is theirs too (the erasure deletes it).
    await keepSpam(desk.db, caughtContact({ email: "  RAVI@example.com  " }));
    const response = await desk.request(`/desk/leads/${enquiry}/export`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    const data = (await response.json()) as {
      leads: { id: number; notes: { body: string }[]; resume: { base64: string } | null }[];
      spam: { fields: { email: string } }[];
    };
    expect(data.spam.map((s) => s.fields.email)).toEqual(["  RAVI@example.com  "]);
    expect(data.leads.map((l) => l.id)).toEqual([enquiry, applied]);
    expect(data.leads[0]!.notes.map((n) => n.body)).toEqual(["Called back"]);
    expect(Buffer.from(data.leads[1]!.resume!.base64, "base64")).toEqual(Buffer.from(pdfBytes));
    const log = await desk.db.execute("SELECT action, lead_id FROM access_log");
    expect(log.rows.map((r) => [r.action, r.lead_id])).toEqual([["export", enquiry]]);
  });

  it("erases, after a confirmation page, every lead, CV, note and spam of the address; the log keeps ids only", async () => {
    const { cookie, staffId } = await desk.signedIn();
    const enquiry = await desk.lead({ email: "ravi@example.com", name: "Ravi Kumar" });
    const applied = await application("RAVI@example.com");
    const other = await desk.lead({ email: "priya@example.com" });
    await addNote(desk.db, applied, staffId, "Strong portfolio", desk.clock.now);
    await keepSpam(desk.db, caughtContact({ email: "ravi@example.com" }));
    await desk.request(`/desk/leads/${enquiry}`, { cookie });

    const confirm = await (await desk.request(`/desk/leads/${enquiry}/erase`, { cookie })).text();
    expect(confirm).toContain("Erase everything about ravi@example.com?");
    expect(confirm).toContain("all 2 leads");
    expect((await listLeads(desk.db)).length).toBe(3);

    const erased = await desk.request(`/desk/leads/${enquiry}/erase`, { method: "POST", cookie, form: {} });
    expect(erased.status).toBe(200);
    expect((await listLeads(desk.db)).map((l) => l.id)).toEqual([other]);
    for (const table of ["resumes", "lead_notes", "spam"]) {
      expect((await desk.db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n).toBe(0);
    }
    const log = await desk.db.execute("SELECT * FROM access_log");
    expect(log.rows.map((r) => [r.action, r.lead_id])).toEqual([
      ["view", enquiry],
      ["erase", enquiry],
    ]);
    expect(JSON.stringify(log.rows)).not.toMatch(/ravi/i);
    expect((await desk.request(`/desk/leads/${applied}`, { cookie })).status).toBe(404);
  });
});

describe("desk: the CSV of the current view", () => {
  it("holds exactly the leads the filters select, on every page, as an attachment", async () => {
    const { cookie } = await desk.signedIn();
    await desk.lead({ name: "Old Enquiry", receivedAt: "2026-10-01T06:00:00.000Z" });
    await desk.lead({ name: "Priya Sharma", message: "Need a new logo" });
    await application("ravi@example.com");
    const csv = async (query: string) => {
      const response = await desk.request(`/desk/export.csv?${query}`, { cookie });
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="leads-2026-11-23.csv"');
      return (await response.text()).trim().split("\r\n");
    };
    const applications = await csv("kind=application");
    expect(applications[0]).toMatch(/^id,kind,received_at,name,/);
    expect(applications.slice(1).map((line) => line.split(",")[3])).toEqual(["Ravi Kumar"]);
    expect((await csv("q=logo")).slice(1).map((line) => line.split(",")[3])).toEqual(["Priya Sharma"]);
    // Days are India's: 1 October from midnight IST.
    expect((await csv("from=2026-10-01&to=2026-10-01")).slice(1).map((line) => line.split(",")[3])).toEqual([
      "Old Enquiry",
    ]);
    expect(await csv("")).toHaveLength(4);
  });
});

describe("desk: search", () => {
  it("finds any part of a name, e-mail, phone or message in any case, and forgets an erased person", async () => {
    const { cookie } = await desk.signedIn();
    const meera = await desk.lead({
      name: "Meera Nair",
      email: "meera.n@example.com",
      message: "A logo for our Bakery",
    });
    await desk.lead({ name: "Priya Sharma", phone: "+91 90000 22222" });
    const found = async (q: string) => {
      const { where, args } = filterWhere({ q });
      return (await leadsWhere(desk.db, where, args)).map((l) => l.name);
    };
    expect(await found("bakery")).toEqual(["Meera Nair"]);
    expect(await found("ERA.N@EX")).toEqual(["Meera Nair"]);
    expect(await found("90000 2")).toEqual(["Priya Sharma"]);
    expect(await found('"logo')).toEqual([]);
    expect(await found("Na")).toEqual(["Meera Nair"]);
    // An address in another spelling (decomposed accent, capitals, full-width) is the same address.
    await desk.lead({ name: "Élodie", email: "Élodie@client.example" });
    expect(await found("E\u0301LODIE@client.example")).toEqual(["Élodie"]);
    expect(await found("élodie@ｃｌｉｅｎｔ.example")).toEqual(["Élodie"]);
    await desk.request(`/desk/leads/${meera}/erase`, { method: "POST", cookie, form: {} });
    expect(await found("bakery")).toEqual([]);
    // Nothing of the erased person is left in the search index either.
    const index = await desk.db.execute("SELECT count(*) AS n FROM leads_search WHERE leads_search MATCH '\"Meera\"'");
    expect(index.rows[0]!.n).toBe(0);
  });
});

describe("retention", () => {
  const day = 86_400_000;

  it("previews and then deletes what is past its period: leads with notes, the spam tray, the access log", async () => {
    const { staffId } = await desk.signedIn();
    const now = new Date("2026-11-23T10:00:00.000Z");
    const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();
    const oldEnquiry = await desk.lead({ receivedAt: ago(25 * 31) });
    await desk.lead({ receivedAt: ago(23 * 30) });
    await application("old@example.com").then((id) =>
      desk.db.execute({ sql: "UPDATE leads SET received_at = ? WHERE id = ?", args: [ago(13 * 31), id] }),
    );
    await addNote(desk.db, oldEnquiry, staffId, "Lost touch", desk.clock.now);
    await keepSpam(desk.db, { ...caughtContact(), receivedAt: ago(31) });
    await keepSpam(desk.db, { ...caughtContact(), receivedAt: ago(29) });
    await desk.db.execute({
      sql: "INSERT INTO access_log (at, staff_id, action) VALUES (?, ?, 'sign-in'), (?, ?, 'sign-in')",
      args: [ago(370), staffId, ago(300), staffId],
    });

    const cutoffs = purgeCutoffs(now);
    const expected = { enquiries: 1, applications: 1, spam: 1, accessLog: 1 };
    expect(await purgePreview(desk.db, cutoffs)).toEqual(expected);
    expect(await purgeExpired(desk.db, cutoffs)).toEqual(expected);
    expect(await purgePreview(desk.db, cutoffs)).toEqual({ enquiries: 0, applications: 0, spam: 0, accessLog: 0 });
    expect((await listLeads(desk.db)).length).toBe(1);
    expect((await desk.db.execute("SELECT count(*) AS n FROM lead_notes")).rows[0]!.n).toBe(0);
    expect((await desk.db.execute("SELECT count(*) AS n FROM resumes")).rows[0]!.n).toBe(0);
  });

  it("runs daily at 03:00 in India, and the desk shows when and what", async () => {
    expect(nextPurgeAt(new Date("2026-11-23T10:00:00.000Z")).toISOString()).toBe("2026-11-23T21:30:00.000Z");
    expect(nextPurgeAt(new Date("2026-11-23T21:30:00.000Z")).toISOString()).toBe("2026-11-24T21:30:00.000Z");
    const { cookie } = await desk.signedIn();
    const page = await (await desk.request("/desk/retention", { cookie })).text();
    expect(page).toContain('datetime="2026-11-23T21:30:00.000Z"');
    expect(page).toContain(`${site.privacy.retentionMonths.enquiries} months`);
  });
});
