import { expect, test } from "@playwright/test";
import type { Client } from "@libsql/client";
import { jobOpenings } from "@/lib/content/jobs";
import { serviceById } from "@/lib/content/services";
import { site } from "@/lib/content/site";
import { maxLengths } from "@/lib/forms/fields";
import { spamPage } from "@/receiver/db/spam";
import { SiteServer } from "./site-server";
import { pageHydrated } from "../e2e/support/settled";
import {
  collectCspViolations,
  databaseOf,
  fillApplication,
  fillContact,
  leadsIn,
  openApplication,
  port,
  resume,
  scriptConnection,
  sha256,
  temporaryDatabase,
  THANK_YOU,
  type TemporaryDatabase,
} from "./support";

// The forms in a real browser, posting to the real receiver on the same origin, as `npm start` serves them:
// on the embedded file, and again (the "forms: libSQL server" project) on a libSQL server over HTTP.
let server: SiteServer;
let database: TemporaryDatabase;
let db: Client;
test.beforeAll(async ({}, testInfo) => {
  database = await temporaryDatabase(databaseOf(testInfo.project.metadata));
  db = database.db;
  server = new SiteServer(port, database.url);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await database.remove();
});
test.beforeEach(async () => {
  await db.execute("DELETE FROM resumes");
  await db.execute("DELETE FROM leads");
  await db.execute("DELETE FROM spam");
});

const designer = jobOpenings.find((j) => j.title === "UI/UX Web Designer")!;

test("a contact enquiry sent from /contact is in the database with every field, and no CSP violation", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  // Hold the request until the pending state has been seen (the local receiver answers in milliseconds). Routed
  // before the page loads: in Chromium, routing switched on in a loaded page can miss a request made right after.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/api/leads/contact", async (route) => (await released, route.continue()));
  await page.goto("/contact");
  // Once JavaScript runs, the fields' own messages replace the browser's own checks.
  await expect(page.getByRole("form", { name: "Send Us a Message" })).toHaveAttribute("novalidate", "");
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  const leads = await leadsIn(db);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    kind: "contact",
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    message: "We run a bakery in Gachibowli and want more online orders.",
    noticeVersion: site.privacy.noticeVersion,
  });
  expect(leads[0]!.consentAt).toBe(leads[0]!.receivedAt);
  // The form resets 3 s after the thank-you.
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("");
  expect(violations).toEqual([]);
});

test("a service page's call to action opens the contact form with its service chosen, and the enquiry keeps it", async ({
  page,
}) => {
  const logo = serviceById("logo-design");
  const cta = logo.sections.find((section) => section.kind === "cta")!;
  const action = cta.kind === "cta" ? cta.actions.find((a) => a.href === "enquiry")! : undefined;
  await page.goto(logo.path);
  await pageHydrated(page);
  await page.getByRole("main").getByRole("link", { name: action!.label }).click();
  await expect(page).toHaveURL(/\/contact\?service=logo-design#contact-form$/);
  const service = page.getByRole("combobox", { name: /^Service/ });
  await expect(service).toHaveValue("Logo Design");
  await expect(service).toBeInViewport();
  await fillContact(page);
  await page.getByRole("combobox", { name: /^Budget/ }).selectOption("Not sure yet");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  expect(await leadsIn(db)).toEqual([expect.objectContaining({ service: "Logo Design", budget: "Not sure yet" })]);
});

test("an application with a résumé arrives with every field, consent and notice version; the stored résumé is the chosen file", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const dialog = await openApplication(page);
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
  const leads = await leadsIn(db);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    kind: "application",
    position: designer.title,
    name: "Ravi Kumar",
    phone: "+91 90000 11111",
    email: "ravi@example.com",
    github: "https://github.com/ravikumar",
    linkedin: "https://www.linkedin.com/in/ravikumar",
    portfolio: "https://www.behance.net/ravikumar",
    experience: "3",
    currentSalary: "42,000",
    expectedSalary: "58,000",
    noticeVersion: site.privacy.noticeVersion,
    resume: {
      fileName: resume.name,
      type: "application/pdf",
      size: resume.buffer.length,
      sha256: sha256(resume.buffer),
    },
  });
  expect(leads[0]!.consentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(violations).toEqual([]);
});

test("the application cannot be sent without consent: the message is under the box and focus is on it", async ({
  page,
}) => {
  const dialog = await openApplication(page);
  await fillApplication(page, { consent: false });
  const consent = dialog.getByRole("checkbox", { name: /^I agree that/ });
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAccessibleName(
    `I agree that ${site.name} may use my CV and details to assess this application and to consider me for similar openings, and keep them for ${site.privacy.retentionMonths.applications} months. I am 18 or over.`,
  );
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription("Consent is required");
  await expect(dialog.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  expect(await leadsIn(db)).toEqual([]);
  await consent.check();
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
  expect(await leadsIn(db)).toHaveLength(1);
});

test("a filled honeypot shows the normal success and lands in the spam tray, not the inbox", async ({ page }) => {
  await page.goto("/contact");
  await pageHydrated(page);
  await fillContact(page);
  // What a bot does: fill every input, including the one people never see.
  await page
    .locator('input[name="_gotcha"]')
    .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  expect(await leadsIn(db)).toEqual([]);
  const [caught] = await spamPage(db, 10, 0);
  expect(caught!.fields).toMatchObject({ name: "Priya Sharma", _gotcha: "http://spam.example" });
});

test("a 503 from a proxy in front: the alert, every value kept, and a retry stores exactly one lead", async ({
  page,
}) => {
  await page.route("**/api/leads/contact", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/contact");
  await pageHydrated(page);
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("error 503");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(
    "We run a bakery in Gachibowli and want more online orders.",
  );
  await page.unroute("**/api/leads/contact");
  await page.getByRole("button", { name: "Try sending again" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  expect(await leadsIn(db)).toHaveLength(1);
});

test("the form's checks download on first use; if they cannot, the send says so, keeps every value, and a retry stores it", async ({
  page,
}) => {
  // The rules and delivery are not part of the page's first load: they come when the visitor starts on the form.
  // Here the connection drops before that, so no script can be downloaded.
  const scripts = await scriptConnection(page);
  await page.goto("/contact");
  await pageHydrated(page);
  scripts.online = false;
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("We could not reach our server");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(
    "We run a bakery in Gachibowli and want more online orders.",
  );
  expect(await leadsIn(db)).toEqual([]);
  scripts.online = true;
  await page.getByRole("button", { name: "Try sending again" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  expect(await leadsIn(db)).toHaveLength(1);
});

test("if the application's code cannot be downloaded, Apply Now opens the served form, which posts as plain HTML", async ({
  page,
}) => {
  // The connection drops once the page is up: the running form, which downloads when a visitor heads for
  // Apply Now, never arrives.
  const scripts = await scriptConnection(page);
  await page.goto("/careers");
  await pageHydrated(page);
  scripts.online = false;
  await page.getByRole("article", { name: designer.title }).getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await expect(dialog.getByRole("combobox", { name: /^Position/ })).toHaveValue(designer.title);
  await fillApplication(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your application has been received.");
  expect((await leadsIn(db)).map((l) => [l.name, l.position])).toEqual([["Ravi Kumar", designer.title]]);
});

test("one submission in flight at a time", async ({ page }) => {
  let requests = 0;
  // A slow network: each request reaches the receiver only after the test releases it.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/api/leads/contact", async (route) => {
    requests += 1;
    await released;
    await route.continue();
  });
  await page.goto("/contact");
  await pageHydrated(page);
  await fillContact(page);
  await page.getByRole("form", { name: "Send Us a Message" }).evaluate((f: HTMLFormElement) => {
    f.requestSubmit();
    f.requestSubmit();
  });
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  expect(requests).toBe(1);
  expect(await leadsIn(db)).toHaveLength(1);
});

test("a wrong file type is flagged in the browser and never sent", async ({ page }) => {
  const dialog = await openApplication(page);
  await fillApplication(page);
  const sent: string[] = [];
  page.on("request", (r) => r.url().includes("/api/leads/") && sent.push(r.url()));
  await dialog
    .getByLabel(/^Resume/)
    .setInputFiles({ name: "resume.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByLabel(/^Resume/)).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file/);
  await expect(dialog.getByLabel(/^Resume/)).toBeFocused();
  expect(sent).toEqual([]);
  expect(await leadsIn(db)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the served forms validate in the browser: required, types, accept and caps, no novalidate", async ({
    request,
  }) => {
    // One element's opening tag in the served HTML (never the whole page in a failure message).
    const tag = (html: string, element: string, name: string) =>
      new RegExp(`<${element}[^>]*name="${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>`)
        .exec(html)?.[0]
        .toLowerCase() ?? `(no ${element} named ${name})`;
    const contact = await (await request.get("/contact")).text();
    // Attribute names compared in lower case: React writes encType and maxLength, HTML ignores case.
    const form = /<form[^>]*aria-label="Send Us a Message"[^>]*>/.exec(contact)?.[0].toLowerCase() ?? "";
    expect(form).toContain('action="/api/leads/contact"');
    expect(form).toContain('enctype="multipart/form-data"');
    expect(form).not.toContain("novalidate");
    for (const [name, max] of [
      ["name", maxLengths.name],
      ["phone", maxLengths.phone],
      ["email", maxLengths.email],
    ] as const) {
      expect(tag(contact, "input", name)).toContain(`maxlength="${max}"`);
      expect(tag(contact, "input", name)).toContain('required=""');
    }
    expect(tag(contact, "input", "email")).toContain('type="email"');
    expect(tag(contact, "textarea", "message")).toContain(`maxlength="${maxLengths.message}"`);
    const careers = await (await request.get("/careers")).text();
    expect(tag(careers, "input", "resume")).toContain('type="file"');
    expect(tag(careers, "input", "resume")).toContain('accept=".pdf,.doc,.docx');
    expect(tag(careers, "input", "resume")).toContain('required=""');
    expect(tag(careers, "input", "consent")).toContain('type="checkbox"');
    expect(tag(careers, "input", "consent")).toContain('required=""');
    expect(tag(careers, "input", "consent")).not.toContain("checked");
    expect(tag(careers, "input", "expectedSalary")).toContain(`maxlength="${maxLengths.expectedSalary}"`);
  });

  test("the contact form posts as plain HTML, is stored, and lands on the received page", async ({ page }) => {
    await page.goto("/contact");
    await fillContact(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/form\/message-received$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your message has been received.");
    expect((await leadsIn(db)).map((l) => l.name)).toEqual(["Priya Sharma"]);
  });

  test("the application posts with its résumé and consent without JavaScript", async ({ page }) => {
    await page.goto("/careers#apply");
    await page.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
    await page.getByRole("textbox", { name: /^Phone number/ }).fill("+91 90000 11111");
    await page.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
    await page.getByLabel(/^Resume/).setInputFiles(resume);
    await page.getByRole("spinbutton", { name: /^Experience/ }).fill("3");
    await page.getByRole("checkbox", { name: /^I agree that/ }).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your application has been received.");
    const [lead] = await leadsIn(db);
    expect(lead).toMatchObject({
      name: "Ravi Kumar",
      noticeVersion: site.privacy.noticeVersion,
      resume: { sha256: sha256(resume.buffer) },
    });
  });

  test("a refused résumé lands on a page that says what went wrong and links back", async ({ page }) => {
    await page.goto("/careers#apply");
    await page.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
    await page.getByRole("textbox", { name: /^Phone number/ }).fill("+91 90000 11111");
    await page.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
    await page.getByLabel(/^Resume/).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00 this is a program"),
    });
    await page.getByRole("spinbutton", { name: /^Experience/ }).fill("3");
    await page.getByRole("checkbox", { name: /^I agree that/ }).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your resume must be a PDF, DOC or DOCX file");
    await expect(page.getByRole("link", { name: "Back to the job application" })).toHaveAttribute(
      "href",
      "/careers#apply",
    );
    expect(await leadsIn(db)).toEqual([]);
  });
});
