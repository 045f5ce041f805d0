import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Client } from "@libsql/client";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../e2e/support/axe";
import { SiteServer } from "./site-server";
import { fillApplication, fillContact, port, temporaryDatabase, THANK_YOU, virtualAuthenticator } from "./support";

// The site's first-party beacon in a real browser against the server `npm start` runs: page views of one
// visit (client-side navigations included) with the landing address's campaign, Web Vitals once the page is
// hidden, nothing kept in the browser, and a lead that says where it came from. The tests' Chromium is
// headless and says so in its user agent, which the receiver does not count: a visitor's context sends a
// normal desktop Chrome user agent.
const measurementPort = port + 65;
// localhost: the desk's passkeys need a secure context, which http://localhost is.
const origin = `http://localhost:${measurementPort}`;
const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
let server: SiteServer;
let db: Client;
let remove: () => Promise<void>;
let databaseUrl: string;

test.use({ baseURL: origin });
test.beforeAll(async () => {
  ({ db, url: databaseUrl, remove } = await temporaryDatabase());
  server = new SiteServer(measurementPort, databaseUrl, { LEADS_DESK_ORIGIN: origin });
  await server.start();
});
test.beforeEach(async () => {
  const totals = ["daily_pages", "daily_sources", "daily_vitals"];
  for (const table of ["page_views", "web_vitals", ...totals, "lead_origins", "resumes", "leads"])
    await db.execute(`DELETE FROM ${table}`);
});
test.afterAll(async () => {
  await server.stop();
  await remove();
});

const views = async () =>
  (await db.execute("SELECT visit, seq, path, source, campaign, referrer_host, device FROM page_views ORDER BY id"))
    .rows;

function visitor(browser: Browser, userAgent = CHROME_UA) {
  return browser.newContext({ baseURL: origin, userAgent });
}

test("three pages, one through a client-side link, are three page views of one visit with its campaign", async ({
  browser,
}) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/?utm_source=newsletter&utm_campaign=diwali");
  await expect.poll(async () => (await views()).length).toBe(1);
  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(`${origin}/about`);
  await expect.poll(async () => (await views()).length).toBe(2);
  await main.getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(`${origin}/careers`);
  await expect.poll(async () => (await views()).length).toBe(3);

  const rows = await views();
  expect(rows.map((r) => r.path)).toEqual(["/", "/about", "/careers"]);
  expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
  expect(new Set(rows.map((r) => r.visit)).size).toBe(1);
  for (const row of rows) expect(row).toMatchObject({ source: "newsletter", campaign: "diwali", device: "desktop" });

  // Nothing of it is kept in the browser.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  // A reload is a new visit.
  await page.reload();
  await expect.poll(async () => (await views()).length).toBe(4);
  const [, , , reloaded] = await views();
  expect(reloaded!.visit).not.toBe(rows[0]!.visit);
  expect(reloaded).toMatchObject({ seq: 1, source: "direct", campaign: "" });
  await context.close();
});

test("a headless browser's page views are not counted", async ({ browser }) => {
  const headless = await browser.newContext({
    baseURL: origin,
    userAgent: CHROME_UA.replace("Chrome/", "HeadlessChrome/"),
  });
  const bot = await headless.newPage();
  const sent = bot.waitForRequest((r) => r.url() === `${origin}/api/collect`);
  await bot.goto("/about");
  // The beacon did send it: the receiver dropped it.
  expect((await (await sent).response())?.status()).toBe(204);
  await headless.close();

  // A person's page view after it is stored; the headless one before it never was.
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/services");
  await expect.poll(async () => (await views()).map((r) => r.path)).toEqual(["/services"]);
  await context.close();
});

test("the loaded page's Web Vitals arrive once it is hidden", async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/about");
  await expect.poll(async () => (await views()).length).toBe(1);
  // An interaction, for INP; then the tab is hidden, as when the visitor switches tabs. Web Vitals loads
  // after the page view is sent, so the page is hidden again on each poll until the figures arrive (each
  // metric is sent once, however often the page hides).
  await page.getByRole("heading", { level: 1 }).click();
  const metrics = async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    const rows = await db.execute("SELECT metric FROM web_vitals WHERE path = '/about' ORDER BY metric");
    return rows.rows.map((r) => String(r.metric));
  };
  await expect.poll(metrics).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
  // Once each: hiding the page again sends nothing new.
  const first = await metrics();
  expect(new Set(first).size).toBe(first.length);
  await context.close();
});

test("an application sent after arriving from a tagged link says where it came from", async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/about?utm_source=linkedin&utm_medium=social&utm_campaign=hiring-nov");
  await expect.poll(async () => (await views()).length).toBe(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
  await expect.poll(async () => (await views()).length).toBe(2);
  // On the page the visit reached (openApplication would load /careers afresh: a new visit).
  await page.getByRole("article", { name: "UI/UX Web Designer" }).getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
  await expect
    .poll(async () => (await db.execute("SELECT * FROM lead_origins")).rows.map((r) => ({ ...r, lead_id: undefined })))
    .toEqual([
      {
        lead_id: undefined,
        landing_page: "/about",
        referrer_host: null,
        source: "linkedin",
        medium: "social",
        campaign: "hiring-nov",
        term: null,
        content: null,
        pages_seen: 2,
      },
    ]);
  await context.close();
});

/** `npm run leads -- …` against the test's database, as the agency runs it. */
function leadsCli(...args: string[]): string {
  return execFileSync(process.execPath, ["dist/leads.mjs", ...args], {
    env: { ...process.env, LEADS_DATABASE_URL: databaseUrl, LEADS_DESK_ORIGIN: origin },
    encoding: "utf8",
  });
}

/** A staff member added with the CLI registers a passkey (Chromium's virtual authenticator): in the desk. */
async function signIntoDesk(page: Page, email = "meera@example.com") {
  const link = /(http:\S+\/desk\/enrol\/\S+)/.exec(leadsCli("staff", "add", email, "Meera"))?.[1];
  await virtualAuthenticator(page);
  await page.goto(link!);
  await page.getByRole("button", { name: "Register a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

test("the desk's lead page, the CSV and the dashboard show the visit, the lead and the conversion", async ({
  browser,
}) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/careers?utm_source=newsletter&utm_campaign=diwali");
  await expect.poll(async () => (await views()).length).toBe(1);
  await page.getByRole("article", { name: "UI/UX Web Designer" }).getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await fillApplication(page);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you! Your application has been received.");
  await context.close();

  const csvFile = test.info().outputPath("leads.csv");
  leadsCli("csv", csvFile);
  const csv = readFileSync(csvFile, "utf8");
  expect(csv).toContain(
    "landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_seen",
  );
  expect(csv).toContain("/careers,,newsletter,,diwali,,,1");

  const staff = await browser.newContext({ baseURL: origin });
  const desk = await staff.newPage();
  await signIntoDesk(desk);
  await desk.getByRole("link", { name: "Ravi Kumar" }).click();
  const fields = desk.locator("dl");
  await expect(fields).toContainText("Landing page/careers");
  await expect(fields).toContainText("Sourcenewsletter");
  await expect(fields).toContainText("Campaigndiwali");
  await expect(fields).toContainText("Pages seen before sending1");

  await desk.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(desk.getByRole("table", { name: "Top sources" }).getByRole("row", { name: /newsletter/ })).toHaveText(
    /newsletter\s*1\s*1/,
  );
  const bySource = desk.getByRole("table", { name: "Enquiries and applications per source" });
  await expect(bySource.getByRole("row", { name: /newsletter/ })).toHaveText(/newsletter\s*1\s*0\s*1\s*100\.0%/);
  await expect(desk.getByRole("img", { name: /Page views and visits per day/ })).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(desk);
  await staff.close();
});

test("a service page's call to action carries the visit into the contact form, lands on the form and keeps the service", async ({
  browser,
}) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/logo-design?utm_source=instagram&utm_campaign=logo-week");
  await expect.poll(async () => (await views()).length).toBe(1);
  await page.getByRole("main").getByRole("link", { name: "Start Your Logo Project" }).click();
  // The address keeps only the section the link named; the form is in view with the service chosen.
  await expect(page).toHaveURL(`${origin}/contact?service=logo-design#contact-form`);
  await expect(page.getByRole("combobox", { name: /^Service/ })).toHaveValue("Logo Design");
  await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeInViewport();
  await expect.poll(async () => (await views()).length).toBe(2);
  const rows = await views();
  expect(new Set(rows.map((r) => r.visit)).size).toBe(1);
  expect(rows[1]).toMatchObject({ path: "/contact", seq: 2, source: "instagram", campaign: "logo-week" });

  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  await context.close();
  const stored = await db.execute(
    "SELECT leads.service, lead_origins.landing_page, lead_origins.source, lead_origins.campaign, lead_origins.pages_seen FROM leads JOIN lead_origins ON lead_origins.lead_id = leads.id",
  );
  expect(stored.rows.map((row) => ({ ...row }))).toEqual([
    { service: "Logo Design", landing_page: "/logo-design", source: "instagram", campaign: "logo-week", pages_seen: 2 },
  ]);
});

test("a contact enquiry sent after browsing keeps its visit's landing page, source and campaign", async ({
  browser,
}) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto("/services?utm_source=newsletter&utm_campaign=diwali");
  await expect.poll(async () => (await views()).length).toBe(1);
  const main = page.getByRole("navigation", { name: "Main" });
  await main.getByRole("link", { name: "About Us" }).click();
  await expect.poll(async () => (await views()).length).toBe(2);
  // /contact always loads afresh (its own policy): the visit goes with it, and leaves no trace in the address.
  await main.getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
  await expect.poll(async () => (await views()).length).toBe(3);
  expect(page.url()).toBe(`${origin}/contact`);
  expect(await page.evaluate(() => location.hash)).toBe("");

  const rows = await views();
  expect(rows.map((r) => r.path)).toEqual(["/services", "/about", "/contact"]);
  expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
  expect(new Set(rows.map((r) => r.visit)).size).toBe(1);
  for (const row of rows) expect(row).toMatchObject({ source: "newsletter", campaign: "diwali" });

  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  // Nothing of it is kept in the browser, and the address holds no fragment.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(page.url()).toBe(`${origin}/contact`);
  await context.close();

  const csvFile = test.info().outputPath("leads.csv");
  leadsCli("csv", csvFile);
  expect(readFileSync(csvFile, "utf8")).toContain("/services,,newsletter,,diwali,,,3");

  const staff = await browser.newContext({ baseURL: origin });
  const desk = await staff.newPage();
  await signIntoDesk(desk, "anil@example.com");
  await desk.getByRole("link", { name: "Priya Sharma" }).click();
  const fields = desk.locator("dl");
  await expect(fields).toContainText("Landing page/services");
  await expect(fields).toContainText("Sourcenewsletter");
  await expect(fields).toContainText("Campaigndiwali");
  await expect(fields).toContainText("Pages seen before sending3");
  await staff.close();
});
