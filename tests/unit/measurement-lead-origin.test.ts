// @vitest-environment node
// Where a lead came from: the forms' hidden fields as the receiver reads and stores them, the lead's page in
// the desk ("unknown" when a form carried none) and the CSV.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { ORIGIN_FIELDS, originFields, readLeadOrigin } from "@/lib/forms/origin";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { eraseByEmail } from "@/receiver/db/erase";
import { listLeads } from "@/receiver/db/leads";
import { LeadOriginFields } from "@/receiver/desk/pages/leadOrigin";
import { leadsCsv } from "@/receiver/format";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "lead-origin-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const visit = {
  landing: "/seo-services-hyderabad",
  ref: "www.google.com",
  utm: { source: "Newsletter", campaign: "Diwali" },
  pagesSeen: 3,
};

function contact(extra: [string, string][] = []) {
  const data = new FormData();
  const fields = {
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    message: "More online orders, please.",
    noticeVersion: site.privacy.noticeVersion,
    _gotcha: "",
  };
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  for (const [k, v] of extra) data.set(k, v);
  return data;
}

async function send(data: FormData) {
  const app = createReceiverApp({
    db,
    config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
  });
  const res = await app.request("/api/leads/contact", {
    method: "POST",
    body: data,
    headers: { Host: "www.deccandigital.example", Accept: "application/json" },
  });
  expect(res.status).toBe(201);
}

async function render(node: unknown): Promise<string> {
  return String(await Promise.resolve(node));
}

describe("a lead's origin", () => {
  it("is stored from the hidden fields, shown on the lead's page and in the CSV", async () => {
    await send(contact(originFields(visit)));
    const [lead] = await listLeads(db);
    expect(lead!.origin).toEqual({
      landingPage: "/seo-services-hyderabad",
      referrerHost: "www.google.com",
      utm: { source: "newsletter", campaign: "diwali" },
      pagesSeen: 3,
    });
    const html = await render(LeadOriginFields({ origin: lead!.origin }));
    expect(html).toContain("<dt>Landing page</dt><dd>/seo-services-hyderabad</dd>");
    expect(html).toContain("<dt>Campaign</dt><dd>diwali</dd>");
    expect(html).toContain("<dt>Medium</dt><dd>unknown</dd>");
    const [header, row] = leadsCsv([lead!]).trim().split("\r\n");
    expect(header).toContain(
      "landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_seen",
    );
    expect(row).toContain("/seo-services-hyderabad,www.google.com,newsletter,,diwali,,,3");
  });

  it("is unknown for a form sent without JavaScript, on the page and in the CSV", async () => {
    await send(contact());
    const [lead] = await listLeads(db);
    expect(lead!.origin).toBeUndefined();
    const html = await render(LeadOriginFields({ origin: lead!.origin }));
    expect(html.match(/<dd>unknown<\/dd>/g)).toHaveLength(6);
    // After the consent time: notified_at (no e-mail configured here) and the eight origin columns, empty.
    expect(leadsCsv([lead!])).toMatch(/\+05:30,{9}\r\n$/);
  });

  it("leaves out values the site never sends, and keeps the lead", async () => {
    await send(
      contact([
        [ORIGIN_FIELDS.landingPage, "javascript:alert(1)"],
        [ORIGIN_FIELDS.referrerHost, "<b>evil</b>"],
        [ORIGIN_FIELDS.pagesSeen, "lots"],
        [ORIGIN_FIELDS.utm.source, "x".repeat(500)],
        [ORIGIN_FIELDS.utm.campaign, "spring"],
      ]),
    );
    const [lead] = await listLeads(db);
    expect(lead!.origin).toEqual({ utm: { campaign: "spring" } });
  });

  it("is erased with the lead", async () => {
    await send(contact(originFields(visit)));
    await eraseByEmail(db, "priya@example.com");
    expect((await db.execute("SELECT count(*) AS n FROM lead_origins")).rows[0]!.n).toBe(0);
  });

  it("reads nothing from a form without the fields", () => {
    expect(readLeadOrigin(new FormData())).toBeUndefined();
  });
});
