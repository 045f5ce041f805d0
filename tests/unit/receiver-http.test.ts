// @vitest-environment node
// The receiver's HTTP contract, in process (Hono's app.request): what a good submission stores, and a
// clear 4xx with nothing stored for every kind of bad input.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { maxLengths } from "@/lib/forms/fields";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { messages } from "@/lib/forms/rules";
import { createReceiverApp } from "@/receiver/app";
import { configFromEnv } from "@/receiver/config";
import { openDatabase } from "@/receiver/db/client";
import { listLeads, type Lead } from "@/receiver/db/leads";
import { keepSpam, SPAM_REASONS, SPAM_TRAY_CAP, spamInsert, spamPage } from "@/receiver/db/spam";
import { notifyPending, type Notifier } from "@/receiver/notify";
import { exeBytes, MIME, pdfBytes } from "@/tests/support/resumeFiles";

let dir: string;
let db: Client;
const clock = () => new Date("2026-11-23T10:30:00.000Z");
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-http-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] };
const app = (over: Partial<Parameters<typeof createReceiverApp>[0]> = {}) =>
  createReceiverApp({ db, config, clock, ...over });
const json = { Accept: "application/json" };

function contactForm(over: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields = {
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    message: "More online orders, please.",
    noticeVersion: site.privacy.noticeVersion,
    _gotcha: "",
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

function applicationForm(
  over: Record<string, string> = {},
  resume: File | null = new File([pdfBytes], "ravi.pdf", { type: MIME.pdf }),
): FormData {
  const data = new FormData();
  const fields = {
    position: jobOpenings[1]!.title,
    fullName: "Ravi Kumar",
    phone: "+91 90000 11111",
    email: "ravi@example.com",
    github: "",
    linkedin: "https://www.linkedin.com/in/ravikumar",
    experience: "3",
    currentSalary: "42,000",
    expectedSalary: "58,000",
    consent: "yes",
    noticeVersion: site.privacy.noticeVersion,
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  if (resume) data.set("resume", resume);
  return data;
}

const post = (a: ReturnType<typeof app>, kind: string, body: BodyInit, headers: Record<string, string> = json) =>
  a.request(`/api/leads/${kind}`, { method: "POST", body, headers: { Host: "www.deccandigital.example", ...headers } });

describe("receiver: good submissions", () => {
  it("stores a contact enquiry with every field, the notice version and the consent time: 201, nothing more", async () => {
    const res = await post(app(), "contact", contactForm());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [lead] = await listLeads(db);
    expect(lead).toMatchObject({
      id: 1,
      kind: "contact",
      name: "Priya Sharma",
      phone: "+91 98480 12345",
      email: "priya@example.com",
      message: "More online orders, please.",
      noticeVersion: site.privacy.noticeVersion,
      consentAt: "2026-11-23T10:30:00.000Z",
      receivedAt: "2026-11-23T10:30:00.000Z",
    } satisfies Partial<Lead>);
  });

  it("keeps the service and budget a visitor chose, and refuses a choice the form does not offer", async () => {
    const res = await post(app(), "contact", contactForm({ service: "Logo Design", budget: "₹20K–₹50K" }));
    expect(res.status).toBe(201);
    const [lead] = await listLeads(db);
    expect(lead).toMatchObject({ service: "Logo Design", budget: "₹20K–₹50K" });
    const made_up = await post(app(), "contact", contactForm({ service: "Moon landing", budget: "₹1 crore" }));
    expect(made_up.status).toBe(400);
    expect((await made_up.json()).errors).toEqual({
      service: "Choose one of the listed options",
      budget: "Choose one of the listed options",
    });
    expect(await listLeads(db)).toHaveLength(1);
  });

  it("stores an application with its résumé and consent", async () => {
    const res = await post(app(), "application", applicationForm());
    expect(res.status).toBe(201);
    const [lead] = await listLeads(db);
    expect(lead).toMatchObject({
      kind: "application",
      position: jobOpenings[1]!.title,
      name: "Ravi Kumar",
      experience: "3",
      consentAt: "2026-11-23T10:30:00.000Z",
    });
    expect(lead!.github, "an optional field left empty is not kept").toBeUndefined();
    expect(lead!.resume).toMatchObject({ fileName: "ravi.pdf", type: MIME.pdf, size: pdfBytes.length });
  });

  it("a same-origin browser post is accepted; without JavaScript it is answered with a 303 to the received page", async () => {
    const res = await post(app(), "contact", contactForm(), {
      Origin: "https://www.deccandigital.example",
      Accept: "text/html",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/form/message-received");
  });

  it("a filled honeypot answers exactly like a success (status, headers, body) and goes to the spam tray, not the inbox", async () => {
    const trapped = await post(app(), "contact", contactForm({ _gotcha: "http://spam.example" }));
    expect(await listLeads(db)).toEqual([]);
    const [caught] = await spamPage(db, 10, 0);
    expect(caught).toMatchObject({
      kind: "contact",
      reason: SPAM_REASONS.honeypot,
      fields: { name: "Priya Sharma", email: "priya@example.com", _gotcha: "http://spam.example" },
    });
    const real = await post(app(), "contact", contactForm());
    expect(await listLeads(db)).toHaveLength(1);
    expect(trapped.status).toBe(201);
    expect([...trapped.headers]).toEqual([...real.headers]);
    expect(await trapped.text()).toBe(await real.text());
  });
});

describe("receiver: a stalled database", () => {
  it("keeps no visitor waiting past its deadline: 503 (the form offers a retry), and the lead lands once the database answers", async () => {
    // A libSQL server that holds every write, as one does while a crashed receiver's transaction keeps its lock.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const stalled = new Proxy(db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key === "batch")
          return async (...args: Parameters<Client["batch"]>) => held.then(() => target.batch(...args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const res = await post(app({ db: stalled, storeDeadlineMs: 200 }), "contact", contactForm());
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false });
    expect(await listLeads(db)).toHaveLength(0);
    answer();
    await expect.poll(async () => (await listLeads(db)).map((lead) => lead.email)).toEqual(["priya@example.com"]);
  });
});

describe("receiver: the spam tray", () => {
  it("keeps only the forms' own text fields, each cut to its limit, and never a file", async () => {
    const form = applicationForm({ _gotcha: "x", fullName: "R".repeat(maxLengths.fullName + 50), extra: "junk" });
    await post(app(), "application", form);
    const [caught] = await spamPage(db, 10, 0);
    expect(caught!.fields.fullName).toHaveLength(maxLengths.fullName);
    expect(Object.keys(caught!.fields)).not.toContain("extra");
    expect(Object.keys(caught!.fields)).not.toContain("resume");
  });

  it("holds at most its cap: a flood of bots drops the oldest", async () => {
    const caught = (i: number) => ({
      kind: "contact" as const,
      receivedAt: clock().toISOString(),
      reason: "test",
      fields: { name: `n${i}` },
    });
    // A full tray in one transaction (a thousand separate writes take seconds), then five more catches.
    await db.batch(
      Array.from({ length: SPAM_TRAY_CAP }, (_, i) => spamInsert(caught(i))),
      "write",
    );
    for (let i = SPAM_TRAY_CAP; i < SPAM_TRAY_CAP + 5; i++) await keepSpam(db, caught(i));
    const kept = await spamPage(db, SPAM_TRAY_CAP + 10, 0);
    expect(kept).toHaveLength(SPAM_TRAY_CAP);
    expect(kept[0]!.fields.name).toBe(`n${SPAM_TRAY_CAP + 4}`);
    expect(kept.at(-1)!.fields.name).toBe("n5");
  });
});

describe("receiver: bad input gets a clear 4xx and stores nothing", () => {
  afterEach(async () => expect(await listLeads(db)).toEqual([]));

  it("not multipart: 415", async () => {
    const res = await post(app(), "contact", JSON.stringify({ name: "x" }), {
      ...json,
      "Content-Type": "application/json",
    });
    expect(res.status).toBe(415);
  });

  it("missing fields: 400 with the forms' own message for each", async () => {
    const res = await post(app(), "contact", contactForm({ name: "", email: "" }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ name: "Name is required", email: "Email is required" });
    const noVersion = contactForm();
    noVersion.delete("noticeVersion");
    expect((await post(app(), "contact", noVersion)).status).toBe(400);
  });

  it("oversized text: 400 naming the field", async () => {
    const res = await post(app(), "contact", contactForm({ message: "x".repeat(maxLengths.message + 1) }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ message: `Message must be ${maxLengths.message} characters or fewer` });
  });

  it("an application without consent: 400 with 'Consent is required'; without JavaScript, the consent page", async () => {
    const res = await post(app(), "application", applicationForm({ consent: "" }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ consent: "Consent is required" });
    const plain = await post(app(), "application", applicationForm({ consent: "" }), { Accept: "text/html" });
    expect(plain.headers.get("location")).toBe("/form/consent-missing");
  });

  it("a position that is not open: 400", async () => {
    expect((await post(app(), "application", applicationForm({ position: "Astronaut" }))).status).toBe(400);
  });

  it("a foreign origin: 403, before the body is read", async () => {
    const res = await post(app(), "contact", contactForm(), { ...json, Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an executable renamed .pdf: 415", async () => {
    const res = await post(
      app(),
      "application",
      applicationForm({}, new File([exeBytes], "cv.pdf", { type: MIME.pdf })),
    );
    expect(res.status).toBe(415);
    expect((await res.json()).errors).toEqual({ resume: messages.resumeType });
  });

  it("a résumé over 5 MB: 413", async () => {
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdfBytes);
    const res = await post(app(), "application", applicationForm({}, new File([big], "cv.pdf", { type: MIME.pdf })));
    expect(res.status).toBe(413);
  });

  it("a body over the limit: 413 from its Content-Length, nothing read", async () => {
    const res = await post(app(), "contact", contactForm(), {
      ...json,
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(10 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });
});

describe("receiver: per-address rate limit", () => {
  it("answers 429 with Retry-After past the limit", async () => {
    const limited = app({
      config: { ...config, rateLimit: { max: 2, windowMs: 600_000 } },
      socketAddress: () => "203.0.113.7",
    });
    expect((await post(limited, "contact", contactForm())).status).toBe(201);
    expect((await post(limited, "contact", contactForm())).status).toBe(201);
    const res = await post(limited, "contact", contactForm());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("600");
    expect(await listLeads(db)).toHaveLength(2);
  });
});

describe("receiver: the default limit", () => {
  it("takes 20 at once from one address, and answers the 21st within 10 minutes with 429", async () => {
    const defaults = configFromEnv({});
    expect(defaults.rateLimit).toEqual({ max: 20, windowMs: 600_000 });
    const a = app({ config: defaults, socketAddress: () => "198.51.100.4" });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await post(a, "contact", contactForm({ name: `Lead ${i}` }))).status),
    );
    expect(statuses).toEqual(Array(20).fill(201));
    expect((await listLeads(db)).length).toBe(20);
    const over = await post(a, "contact", contactForm());
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("receiver: notification never loses a lead", () => {
  it("a failed e-mail is recorded on the stored lead and retried by notify", async () => {
    let fail = true;
    const sent: number[] = [];
    const notifier: Notifier = {
      async send(lead) {
        if (fail) throw new Error("SMTP connection refused");
        sent.push(lead.id);
      },
    };
    const res = await post(app({ notifier }), "contact", contactForm());
    expect(res.status).toBe(201);
    await expect.poll(async () => (await listLeads(db))[0]?.notifyError).toBe("SMTP connection refused");
    expect((await listLeads(db))[0]!.notifiedAt).toBeNull();
    fail = false;
    expect(await notifyPending(db, notifier, clock)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([1]);
    expect((await listLeads(db))[0]).toMatchObject({ notifiedAt: "2026-11-23T10:30:00.000Z", notifyError: null });
  });
});
