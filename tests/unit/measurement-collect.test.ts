// @vitest-environment node
// /api/collect in process: what a good beacon stores, and that bad input, bots and floods store nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createReceiverApp, type ReceiverRole } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { NOT_FOUND_PER_DAY } from "@/receiver/measurement/aggregate";
import { isBotRequest, sourceOf } from "@/receiver/measurement/events";
import type { EventWriter } from "@/receiver/measurement/store";

let dir: string;
let db: Client;
let events: EventWriter | undefined;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "collect-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(async () => {
  await events?.drain();
  events = undefined;
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36";
const browser = {
  "User-Agent": CHROME,
  "Accept-Language": "en-IN",
  "Sec-Fetch-Site": "same-origin",
  "Content-Type": "text/plain;charset=UTF-8",
};

function setup(role?: ReceiverRole, socketAddress?: () => string) {
  const app = createReceiverApp({
    db,
    role,
    socketAddress,
    config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    clock: () => new Date("2026-11-23T10:30:00.000Z"),
    measurement: { knownPaths: new Set(["/", "/contact", "/services"]), writer: (w) => (events = w) },
  });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    app.request("/api/collect", {
      method: "POST",
      headers: { ...browser, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { app, send, stored: async () => (await events!.drain(), count()) };
}

async function count(): Promise<number> {
  const views = await db.execute("SELECT count(*) AS n FROM page_views");
  const vitals = await db.execute("SELECT count(*) AS n FROM web_vitals");
  return Number(views.rows[0]!.n) + Number(vitals.rows[0]!.n);
}

const view = {
  type: "view",
  visit: "AbCdEfGhIjKlMnOpQrStUv",
  seq: 1,
  path: "/contact",
  ref: "www.google.com",
  utm: { source: "Newsletter", campaign: "diwali" },
  device: "phone",
};

describe("POST /api/collect", () => {
  it("stores a page view with its source and campaign, and no address or user agent", async () => {
    const { send, stored } = setup();
    const res = await send(view);
    expect(res.status).toBe(204);
    expect(await stored()).toBe(1);
    const row = (await db.execute("SELECT * FROM page_views")).rows[0]!;
    expect(row).toMatchObject({ path: "/contact", source: "newsletter", campaign: "diwali", device: "phone", seq: 1 });
    expect(row.referrer_host).toBe("www.google.com");
    expect(row.day).toBe("2026-11-23");
    const columns = Object.keys(row).join(" ");
    expect(columns).not.toMatch(/ip|address|agent/i);
  });

  it("stores a page's vitals, one row per metric", async () => {
    const { send, stored } = setup();
    const res = await send({
      type: "vitals",
      path: "/",
      device: "desktop",
      metrics: { LCP: 1800, CLS: 0.02, INP: 90 },
    });
    expect(res.status).toBe(204);
    expect(await stored()).toBe(3);
  });

  it.each([
    ["an unknown field", { ...view, email: "priya@example.com" }],
    ["an unknown UTM key", { ...view, utm: { source: "x", gclid: "abc" } }],
    ["a path with a query", { ...view, path: "/contact?x=1" }],
    ["a path with a space", { ...view, path: "/con tact" }],
    ["a path longer than a hundred characters", { ...view, path: `/${"x".repeat(100)}` }],
    ["a long string", { ...view, utm: { source: "x".repeat(101) } }],
    ["a wrong type", { ...view, seq: "1" }],
    ["a made-up device", { ...view, device: "fridge" }],
    ["a made-up event", { ...view, type: "click" }],
    ["a vital out of range", { type: "vitals", path: "/", device: "phone", metrics: { LCP: -5 } }],
    ["an LCP no browser reports", { type: "vitals", path: "/", device: "phone", metrics: { LCP: 120_000 } }],
    ["an FCP after the LCP", { type: "vitals", path: "/", device: "phone", metrics: { LCP: 900, FCP: 2000 } }],
    ["a UTM value of control characters only", { ...view, utm: { source: "\u0000\u001b" } }],
    ["an unknown metric", { type: "vitals", path: "/", device: "phone", metrics: { FID: 20 } }],
    ["no metrics", { type: "vitals", path: "/", device: "phone", metrics: {} }],
    ["a referrer that is not a host", { ...view, ref: "https://evil.example/<script>" }],
    ["not JSON", "type=view&path=/"],
    ["an array", [view, view]],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const { send, stored } = setup();
    expect((await send(body)).status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it("counts a view of an address that is no page as a broken link followed, apart from the pages", async () => {
    const { send, stored } = setup();
    expect((await send({ ...view, path: "/old-blog/seo-tips" })).status).toBe(204);
    expect((await send({ ...view, seq: 2, path: "/old-blog/seo-tips" })).status).toBe(204);
    expect(await stored()).toBe(0);
    const rows = (await db.execute("SELECT day, path, views, visits FROM daily_not_found")).rows;
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { day: "2026-11-23", path: "/old-blog/seo-tips", views: 2, visits: 1 },
    ]);
    const pages = await db.execute("SELECT count(*) AS n FROM daily_pages");
    expect(Number(pages.rows[0]!.n)).toBe(0);
  });

  it("keeps a bounded number of unknown addresses a day, the rest as other, and no vitals of the 404 page", async () => {
    const { send, stored } = setup();
    for (let i = 0; i < NOT_FOUND_PER_DAY + 5; i++) {
      expect((await send({ ...view, path: `/made-up-${i}` })).status).toBe(204);
    }
    const vitals = { type: "vitals", path: "/made-up-0", device: "phone", metrics: { LCP: 900 } };
    expect((await send(vitals)).status).toBe(204);
    expect(await stored()).toBe(0);
    const rows = (await db.execute("SELECT path, views FROM daily_not_found ORDER BY views DESC, path")).rows;
    expect(rows).toHaveLength(NOT_FOUND_PER_DAY + 1);
    expect({ ...rows[0] }).toEqual({ path: "other", views: 5 });
    const histograms = await db.execute("SELECT count(*) AS n FROM daily_vitals");
    expect(Number(histograms.rows[0]!.n)).toBe(0);
  });

  it("refuses a huge body with 413 before reading it, and other content types with 415", async () => {
    const { send, stored } = setup();
    expect((await send({ ...view, pad: "x".repeat(100_000) })).status).toBe(413);
    expect((await send(view, { "Content-Type": "multipart/form-data; boundary=x" })).status).toBe(415);
    expect(await stored()).toBe(0);
  });

  it("refuses a post from another site", async () => {
    const { send, stored } = setup();
    expect((await send(view, { Origin: "https://evil.example", Host: "www.example.in" })).status).toBe(403);
    expect(await stored()).toBe(0);
  });

  it("drops bots and headless browsers silently (204, nothing stored)", async () => {
    const { send, stored } = setup();
    for (const agent of [HEADLESS, "Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
      expect((await send(view, { "User-Agent": agent })).status).toBe(204);
    }
    expect(await stored()).toBe(0);
    expect((await send(view)).status).toBe(204);
    expect(await stored()).toBe(1);
  });

  it("cleans UTM values like a lead's text: no NUL, ESC or bidirectional override is stored", async () => {
    const { send, stored } = setup();
    const utm = { source: "news\u0000letter\u202e", campaign: "di\u001b[31mwali", term: " \u2066seo\u2069 " };
    expect((await send({ ...view, utm })).status).toBe(204);
    expect(await stored()).toBe(1);
    const row = (await db.execute("SELECT source, campaign, term FROM page_views")).rows[0]!;
    expect({ ...row }).toEqual({ source: "newsletter", campaign: "di[31mwali", term: "seo" });
    const totals = (await db.execute("SELECT source, campaign FROM daily_sources")).rows[0]!;
    expect({ ...totals }).toEqual({ source: "newsletter", campaign: "di[31mwali" });
  });

  it("limits an IPv6 network's /64 as one address", async () => {
    let i = 0;
    const { send } = setup(undefined, () => `2001:db8:5:7::${(i++).toString(16)}`);
    const statuses: number[] = [];
    for (let n = 0; n < 605; n++) statuses.push((await send(view)).status);
    expect(statuses.slice(600).every((s) => s === 429)).toBe(true);
  });

  it("limits one address's events with 429", async () => {
    const { send } = setup();
    const statuses: number[] = [];
    for (let i = 0; i < 605; i++) statuses.push((await send(view)).status);
    expect(statuses.slice(0, 600).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(600).every((s) => s === 429)).toBe(true);
  });
});

describe("bot filtering and sources", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("tells a person's browser from a bot", () => {
    expect(isBotRequest(headers(browser))).toBe(false);
    expect(isBotRequest(headers({ ...browser, "User-Agent": HEADLESS }))).toBe(true);
    expect(isBotRequest(headers({ ...browser, "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }))).toBe(true);
    expect(isBotRequest(headers({ "User-Agent": CHROME }))).toBe(true);
  });
  it("takes the UTM source first, then the referrer's host, else direct", () => {
    expect(sourceOf({ ref: "www.google.com", utm: { source: "Newsletter" } })).toBe("newsletter");
    expect(sourceOf({ ref: "www.google.com" })).toBe("google.com");
    expect(sourceOf({})).toBe("direct");
  });
});

// Behind nginx the beacon has a process of its own (receiver/collector.ts) and the receiver keeps the leads
// and the desk: each answers only its own paths, so a misrouted request is a 404, never handled twice.
describe("the collector and the receiver apart", () => {
  const lead = () => {
    const form = new FormData();
    form.set("name", "Asha");
    return { method: "POST", body: form, headers: { Accept: "application/json" } };
  };

  it("the collector stores page views and answers nothing else", async () => {
    const { app, send, stored } = setup("collect");
    expect((await send(view)).status).toBe(204);
    expect(await stored()).toBe(1);
    expect((await app.request("/api/leads/contact", lead())).status).toBe(404);
    expect((await app.request("/desk")).status).toBe(404);
    expect((await app.request("/api/leads/health")).status).toBe(200);
  });

  it("the receiver takes leads and the desk but no page view", async () => {
    const { app, send } = setup("leads");
    expect((await send(view)).status).toBe(404);
    expect(await count()).toBe(0);
    expect((await app.request("/api/leads/contact", lead())).status).toBe(400);
    expect((await app.request("/desk")).status).toBe(301);
  });
});
