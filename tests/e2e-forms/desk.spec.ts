import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Client } from "@libsql/client";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { keepSpam, SPAM_REASONS } from "@/receiver/db/spam";
import { pageHydrated } from "../e2e/support/settled";
import { SiteServer } from "./site-server";
import {
  collectCspViolations,
  fillApplication,
  fillContact,
  openApplication,
  port,
  resume,
  sha256,
  temporaryDatabase,
  THANK_YOU,
  virtualAuthenticator,
} from "./support";

// The lead desk in a real browser, as `npm start` serves it: a staff member added with the CLI registers a
// passkey (Chromium's virtual authenticator), signs out and in, and works the leads sent through the site.
// Passkeys need a secure context: http://localhost is one, http://127.0.0.1 is not for every browser.
const deskPort = port + 70;
const origin = `http://localhost:${deskPort}`;
let server: SiteServer;
let db: Client;
let url: string;
let remove: () => Promise<void>;

test.use({ baseURL: origin });
test.beforeAll(async () => {
  ({ db, url, remove } = await temporaryDatabase());
  server = new SiteServer(deskPort, url, { LEADS_DESK_ORIGIN: origin });
  await server.start();
});
// Each test starts with no leads or spam (staff, sessions and the access log stay: each test enrols its own
// person).
test.beforeEach(async () => {
  await db.execute("DELETE FROM resumes");
  await db.execute("DELETE FROM leads");
  await db.execute("DELETE FROM spam");
});
test.afterAll(async () => {
  await server.stop();
  await remove();
});

/** `npm run leads -- staff …` against the test's database, as the agency runs it. */
function staffCli(...args: string[]): string {
  return execFileSync(process.execPath, ["dist/leads.mjs", "staff", ...args], {
    env: { ...process.env, LEADS_DATABASE_URL: url, LEADS_DESK_ORIGIN: origin },
    encoding: "utf8",
  });
}

/** Add a staff member with the CLI and register their passkey from the printed link: lands in the inbox. */
async function enrol(page: Page, email: string, name: string) {
  const link = /(http:\S+\/desk\/enrol\/\S+)/.exec(staffCli("add", email, name))?.[1];
  expect(link).toMatch(new RegExp(`^${origin}/desk/enrol/`));
  await virtualAuthenticator(page);
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: `Welcome, ${name}` })).toBeVisible();
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  return link!;
}

test("a staff member added with the CLI registers a passkey, signs out, and signs in with it; the link works once", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const link = await enrol(page, "asha@example.com", "Asha Rao");
  await expect(page.getByRole("button", { name: "Sign out Asha Rao" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out Asha Rao" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the lead desk" })).toBeVisible();
  // Signed out means signed out: the inbox sends the browser back to sign in.
  await page.goto("/desk/");
  await expect(page.getByRole("heading", { name: "Sign in to the lead desk" })).toBeVisible();

  // Session fixation: a session id planted before signing in is never the one the desk uses after.
  const planted = "a".repeat(64);
  await page
    .context()
    .addCookies([{ name: "__Host-desk", value: planted, domain: "localhost", path: "/", secure: true }]);
  expect((await page.context().cookies()).find((c) => c.name === "__Host-desk")?.value).toBe(planted);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === "__Host-desk");
  expect(session?.value).toMatch(/^.{32,}$/);
  expect(session?.value).not.toBe(planted);
  // npm start's server leaves the desk's own headers alone: its policy, not the site's (whose
  // Permissions-Policy forbids passkeys).
  const answer = await page.goto("/desk/");
  expect(answer!.headers()).toMatchObject({
    "cache-control": "no-store",
    "x-robots-tag": "noindex",
    "content-security-policy": expect.stringMatching(/^default-src 'none'; script-src 'self';/),
  });
  expect(answer!.headers()["permissions-policy"]).toBeUndefined();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "__Host-desk")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
  });

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This enrolment link is not valid" })).toBeVisible();

  await page.goto("/desk/access-log");
  const actions = page.getByRole("table", { name: "Desk actions, newest first" }).getByRole("row");
  await expect(actions.nth(1)).toContainText("sign-in");
  await expect(actions.nth(2)).toContainText("sign-out");
  await expect(actions.nth(3)).toContainText("enrol");
  expect(violations).toEqual([]);
});

test("leads sent through /contact and /careers are in the desk: read, moved on, noted, assigned, filtered; the CV downloads byte for byte", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await page.goto("/contact?service=logo-design");
  await expect(page.getByRole("combobox", { name: /^Service/ })).toHaveValue("Logo Design");
  await fillContact(page);
  await page.getByRole("combobox", { name: /^Budget/ }).selectOption("₹20K–₹50K");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  const dialog = await openApplication(page);
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");

  await enrol(page, "vikram@example.com", "Vikram Iyer");
  const leads = page.getByRole("table", { name: "Leads, newest first" });
  await expect(leads.getByRole("row")).toHaveCount(3);
  await expect(leads.getByRole("row").nth(1)).toContainText("Application");
  await expect(leads.getByRole("row").nth(1)).toContainText("UI/UX Web Designer");
  await expect(leads.getByRole("row").nth(2)).toContainText("We run a bakery in Gachibowli");
  await expect(leads.getByRole("link", { name: "Ravi Kumar" })).toHaveCSS("font-weight", "700");
  await expectNoAxeViolations(page);

  // The enquiry's page shows the service and budget the visitor chose in the form.
  await leads.getByRole("link", { name: "Priya Sharma" }).click();
  await expect(page.getByRole("heading", { name: "Priya Sharma", level: 1 })).toBeVisible();
  await expect(page.getByText("Service", { exact: true })).toBeVisible();
  await expect(page.getByText("Logo Design", { exact: true })).toBeVisible();
  await expect(page.getByText("₹20K–₹50K", { exact: true })).toBeVisible();
  await page.goBack();

  await leads.getByRole("link", { name: "Ravi Kumar" }).click();
  await expect(page.getByRole("heading", { name: "Ravi Kumar", level: 1 })).toBeVisible();
  await expect(page.getByText("ravi@example.com", { exact: true })).toBeVisible();
  await expect(page.getByText("58,000")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${resume.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(resume.name);
  expect(sha256(readFileSync((await download.path())!))).toBe(sha256(resume.buffer));

  await page.getByRole("button", { name: "Mark shortlisted" }).click();
  await expect(page.getByRole("heading", { name: "Status: Shortlisted" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark interviewed" })).toBeVisible();

  await page.getByLabel("Add a note").fill("Strong portfolio; call on Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Notes" }).getByRole("listitem");
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText("Strong portfolio; call on Monday.");
  await expect(notes.first()).toContainText("Vikram Iyer");

  await page.getByLabel("Assign to").selectOption({ label: "Vikram Iyer" });
  // The select already shows the choice before the post: wait for the page the post leads to, loaded.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Assign" }).click();
  await reloaded;
  await expect(page.getByLabel("Assign to")).toHaveValue(/\d+/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Inbox" }).click();
  await page.getByLabel("Kind").selectOption({ label: "Application" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(leads.getByRole("row")).toHaveCount(2);
  await expect(leads).toContainText("Shortlisted");
  await expect(leads).toContainText("Vikram Iyer");

  await page.getByLabel("Kind").selectOption({ label: "All" });
  await page.getByLabel("Search").fill("bakery");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(leads.getByRole("row")).toHaveCount(2);
  await expect(leads.getByRole("link", { name: "Priya Sharma" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/desk/access-log");
  const log = page.getByRole("table", { name: "Desk actions, newest first" });
  for (const action of ["view", "cv", "status", "note", "assign"]) {
    await expect(log.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("without JavaScript, a signed-in staff member reads a lead, moves it on and adds a note", async ({
  page,
  browser,
}) => {
  await page.goto("/contact");
  await fillContact(page, "Meera Nair");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  // Passkeys need JavaScript; everything after signing in does not.
  await enrol(page, "kiran@example.com", "Kiran Das");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: origin,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto("/desk/");
  await plain.getByRole("link", { name: "Meera Nair" }).click();
  await plain.getByRole("button", { name: "Mark contacted" }).click();
  await expect(plain.getByRole("heading", { name: "Status: Contacted" })).toBeVisible();
  await plain.getByLabel("Add a note").fill("Called back, wants a quote.");
  await plain.getByRole("button", { name: "Add note" }).click();
  await expect(plain.getByRole("region", { name: "Notes" })).toContainText("Called back, wants a quote.");
  await plain.getByRole("button", { name: "Sign out Kiran Das" }).click();
  await expect(plain.getByRole("heading", { name: "Sign in to the lead desk" })).toBeVisible();
  await context.close();
});

test("the spam tray rescues a trapped enquiry; a view downloads as CSV; an applicant's data exports, then erases to nothing", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await page.goto("/contact");
  await pageHydrated(page);
  await fillContact(page, "Meera Nair");
  // What a browser's over-eager autofill (or a bot) does: fill the field people never see.
  await page.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => (input.value = "Meera"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  const dialog = await openApplication(page);
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");

  await enrol(page, "deepa@example.com", "Deepa Menon");
  const leads = page.getByRole("table", { name: "Leads, newest first" });
  await expect(leads.getByRole("row")).toHaveCount(2);
  await expect(leads).not.toContainText("Meera Nair");

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Spam" }).click();
  const tray = page.getByRole("table", { name: "Caught as spam, newest first" });
  await expect(tray.getByRole("row", { name: /Meera Nair/ })).toContainText(
    "Filled in the hidden field that only bots see",
  );
  await expectNoAxeViolations(page);
  await tray.getByRole("button", { name: "Not spam: move Meera Nair to the inbox" }).click();
  await expect(page.getByRole("heading", { name: "Meera Nair", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Spam" }).click();
  await expect(page.getByText("The spam tray is empty.")).toBeVisible();

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Inbox" }).click();
  await page.getByLabel("Kind").selectOption({ label: "Application" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(leads.getByRole("row")).toHaveCount(2);
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these leads as CSV" }).click();
  const csv = readFileSync((await (await csvDownload).path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain("Ravi Kumar");
  expect(csv.join("\n")).not.toContain("Meera Nair");

  await leads.getByRole("link", { name: "Ravi Kumar" }).click();
  const exportDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export this person’s data" }).click();
  const exported = JSON.parse(readFileSync((await (await exportDownload).path())!, "utf8")) as {
    leads: { name: string; resume: { base64: string } }[];
  };
  expect(exported.leads.map((l) => l.name)).toEqual(["Ravi Kumar"]);
  expect(sha256(Buffer.from(exported.leads[0]!.resume.base64, "base64"))).toBe(sha256(resume.buffer));

  await page.getByRole("link", { name: "Erase this person…" }).click();
  await expect(page.getByRole("heading", { name: "Erase everything about ravi@example.com?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await expect(page.getByRole("heading", { name: "Erased" })).toBeVisible();
  for (const table of ["leads WHERE email = 'ravi@example.com'", "resumes", "lead_notes"]) {
    expect((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n).toBe(0);
  }
  await page.goto("/desk/");
  await expect(leads).not.toContainText("Ravi Kumar");

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Retention" }).click();
  await expect(page.getByRole("table", { name: "What the next purge deletes" })).toContainText("Spam tray");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.goto("/desk/access-log");
  const log = page.getByRole("table", { name: "Desk actions, newest first" });
  for (const action of ["not-spam", "csv", "export", "erase"]) {
    await expect(log.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
  await expect(log).not.toContainText("ravi@example.com");
  expect(violations).toEqual([]);
});

test("every desk page has no axe violations at 390 and 1280 px, none scrolls sideways on a phone, and the inbox shows the newest lead whole on its first screen", async ({
  page,
}) => {
  await page.goto("/contact");
  await fillContact(page, "Anita Desai");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  const link = /(http:\S+\/desk\/enrol\/\S+)/.exec(staffCli("add", "farah@example.com", "Farah Khan"))![1]!;
  await virtualAuthenticator(page);
  const check = async (heading: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  };
  await page.goto(link);
  await check("Welcome, Farah Khan");
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await check("Inbox");
  // The owner on a phone sees the newest lead on arrival, beneath the filters, its status and owner too: each lead
  // is a card, not a row that runs off the side of the screen.
  await page.goto("/desk/");
  const newest = page.getByRole("row", { name: /Anita Desai/ });
  await expect(newest.getByRole("link", { name: "Anita Desai" })).toBeInViewport();
  await expect(newest.getByRole("cell", { name: /New$/ })).toBeInViewport();
  await expect(newest.getByRole("cell", { name: /—$/ })).toBeInViewport();
  // Every page with rows in its tables: the spam tray too.
  await keepSpam(db, {
    kind: "contact",
    receivedAt: new Date().toISOString(),
    reason: SPAM_REASONS.honeypot,
    fields: { name: "Kiran Rao", email: "kiran@example.com", message: "Autofill filled the hidden field." },
  });
  const anita = await db.execute("SELECT id FROM leads WHERE name = 'Anita Desai'");
  const id = Number(anita.rows[0]!.id);
  for (const [pathname, heading] of [
    [`/desk/leads/${id}`, "Anita Desai"],
    [`/desk/leads/${id}/erase`, "Erase everything about priya@example.com?"],
    ["/desk/leads/999999", "No such lead"],
    ["/desk/spam", "Spam"],
    ["/desk/retention", "Retention"],
    ["/desk/access-log", "Access log"],
  ]) {
    await page.goto(pathname!);
    await check(heading!);
  }
  await page.getByRole("button", { name: "Sign out Farah Khan" }).click();
  await check("Sign in to the lead desk");
});

test("a Telugu enquiry from /te/contact is refused in Telugu, then stored with its language and shown in the desk", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await page.goto("/te/contact");
  await pageHydrated(page);
  const form = page.getByRole("form", { name: "మాకు మెసేజ్ పంపండి" });
  await form.getByRole("button", { name: "మెసేజ్ పంపండి" }).click();
  // The form's own messages, in Telugu script, under each field; focus on the first.
  await expect(form.getByText("పేరు తప్పనిసరి")).toBeVisible();
  await expect(form.getByText("ఫోన్ నంబర్ తప్పనిసరి")).toBeVisible();
  await expect(form.getByRole("textbox", { name: /^పేరు/ })).toBeFocused();
  await form.getByRole("textbox", { name: /^పేరు/ }).fill("లక్ష్మి");
  await form.getByRole("textbox", { name: /^ఫోన్/ }).fill("పది అంకెలు");
  await form.getByRole("textbox", { name: /^ఈమెయిల్/ }).fill("lakshmi@example.com");
  await form.getByRole("combobox", { name: /^సేవ/ }).selectOption({ label: "SEO సేవలు" });
  await form.getByRole("button", { name: "మెసేజ్ పంపండి" }).click();
  await expect(form.getByText("సరైన ఫోన్ నంబర్ ఇవ్వండి, ఉదా. +91 98765 43210")).toBeVisible();
  await form.getByRole("textbox", { name: /^ఫోన్/ }).fill("+91 98480 55555");
  await form.getByRole("textbox", { name: /^మెసేజ్/ }).fill("మా చీరల షాపుకు Instagram ప్రచారం కావాలి.");
  await form.getByRole("button", { name: "మెసేజ్ పంపండి" }).click();
  await expect(page.getByRole("status")).toHaveText("ధన్యవాదాలు! మీ మెసేజ్ మాకు అందింది. మా టీమ్ త్వరలో మిమ్మల్ని సంప్రదిస్తుంది.");
  const stored = await db.execute("SELECT name, service, language FROM leads");
  // The choice is stored as the agency reads it, in English; the lead keeps the language it was sent in.
  expect(stored.rows).toEqual([expect.objectContaining({ name: "లక్ష్మి", service: "SEO Services", language: "te" })]);
  expect(violations).toEqual([]);

  await enrol(page, "anjali@example.com", "Anjali Rao");
  const leads = page.getByRole("table", { name: "Leads, newest first" });
  await expect(leads.getByRole("row").nth(1)).toContainText("Telugu");
  await leads.getByRole("link", { name: "లక్ష్మి" }).click();
  await expect(page.getByText("Language", { exact: true })).toBeVisible();
  await expect(page.getByText("Telugu", { exact: true })).toBeVisible();
});

test("the receiver refuses a Hindi enquiry in Hindi, and answers a plain Hindi form post with the Hindi pages", async ({
  request,
}) => {
  const post = (fields: Record<string, string>, accept: string) => {
    return request.post("/api/leads/contact", {
      headers: { Accept: accept, Origin: origin },
      multipart: { noticeVersion: "2026-11-26", language: "hi", ...fields },
      maxRedirects: 0,
    });
  };
  const refused = await post({ name: "सुनीता", phone: "abc", email: "" }, "application/json");
  expect(refused.status()).toBe(400);
  expect((await refused.json()).errors).toEqual({
    phone: "सही फ़ोन नंबर लिखें, जैसे +91 98765 43210",
    email: "ईमेल ज़रूरी है",
  });
  const plain = await post({ name: "सुनीता", phone: "abc", email: "" }, "text/html");
  expect(plain.status()).toBe(303);
  expect(plain.headers().location).toBe("/hi/form/check-details");
  const sent = await post({ name: "सुनीता", phone: "+91 98480 66666", email: "sunita@example.com" }, "text/html");
  expect(sent.headers().location).toBe("/hi/form/message-received");
  const stored = await db.execute("SELECT name, language FROM leads");
  expect(stored.rows).toEqual([expect.objectContaining({ name: "सुनीता", language: "hi" })]);
});

test("a Hindi application from /hi/careers is refused in Hindi, then stored with its language and shown in the desk", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  await page.goto("/hi/careers");
  await pageHydrated(page);
  await page.getByRole("article", { name: "UI/UX वेब डिज़ाइनर" }).getByRole("button", { name: "अभी आवेदन करें" }).click();
  const dialog = page.getByRole("dialog", { name: "नौकरी का आवेदन" });
  await expect(dialog.getByRole("combobox", { name: /^पद/ })).toHaveValue("UI/UX Web Designer");
  await dialog.getByRole("button", { name: "आवेदन भेजें" }).click();
  // Every message under its field in Devanagari; focus on the first.
  await expect(dialog.getByText("पूरा नाम ज़रूरी है")).toBeVisible();
  await expect(dialog.getByText("फ़ोन नंबर ज़रूरी है")).toBeVisible();
  await expect(dialog.getByText("रिज़्यूमे ज़रूरी है")).toBeVisible();
  await expect(dialog.getByText("सहमति ज़रूरी है")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /^पूरा नाम/ })).toBeFocused();
  await dialog.getByRole("textbox", { name: /^पूरा नाम/ }).fill("सुनीता वर्मा");
  await dialog.getByRole("textbox", { name: /^फ़ोन नंबर/ }).fill("+91 98100 22222");
  await dialog.getByRole("textbox", { name: /^ईमेल/ }).fill("sunita@example.com");
  await dialog.getByRole("textbox", { name: /^GitHub/ }).fill("github.com/sunita");
  await dialog.getByLabel(/^रिज़्यूमे/).setInputFiles(resume);
  await dialog.getByRole("spinbutton", { name: /^अनुभव/ }).fill("4");
  await dialog.getByRole("checkbox", { name: /^मैं सहमत हूँ/ }).check();
  await dialog.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(dialog.getByText("https:// से शुरू होने वाला पूरा लिंक लिखें")).toBeVisible();
  await dialog.getByRole("textbox", { name: /^GitHub/ }).fill("https://github.com/sunita");
  await dialog.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(dialog.getByRole("status")).toContainText("धन्यवाद! आपका आवेदन हमें मिल गया है।");
  const stored = await db.execute("SELECT name, position, language FROM leads");
  // The position is stored as the agency reads it, in English; the lead keeps the language it was sent in.
  expect(stored.rows).toEqual([
    expect.objectContaining({ name: "सुनीता वर्मा", position: "UI/UX Web Designer", language: "hi" }),
  ]);
  expect(violations).toEqual([]);

  await enrol(page, "meena@example.com", "Meena Joshi");
  const leads = page.getByRole("table", { name: "Leads, newest first" });
  await expect(leads.getByRole("row").nth(1)).toContainText("Hindi");
  await leads.getByRole("link", { name: "सुनीता वर्मा" }).click();
  await expect(page.getByText("Language", { exact: true })).toBeVisible();
  await expect(page.getByText("Hindi", { exact: true })).toBeVisible();
});
