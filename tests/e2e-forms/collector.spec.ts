import type { Client } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { startNginx, type RunningNginx } from "@/scripts/preview-nginx";
import { throwawayTls } from "@/scripts/tls";
import { pageHydrated } from "../e2e/support/settled";
import { SiteServer } from "./site-server";
import { fillContact, port, temporaryDatabase, THANK_YOU } from "./support";

// Production behind the shipped nginx configuration: the beacon's /api/collect goes to the collector
// (dist/collector.mjs), enquiries to the receiver (dist/receiver.mjs), two processes on one database. A
// visitor's page views and enquiry both arrive, and with the collector stopped enquiries still do.
const nginxPort = port + 80;
const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
let db: Client;
let remove: () => Promise<void>;
let receiver: SiteServer;
let collector: SiteServer;
let nginx: RunningNginx;

test.beforeAll(async () => {
  const tls = throwawayTls();
  if (!tls) throw new Error("openssl is needed for nginx's throwaway certificate");
  let url: string;
  ({ db, url, remove } = await temporaryDatabase());
  receiver = new SiteServer(port + 81, url, {}, "receiver/main.ts");
  collector = new SiteServer(port + 82, url, {}, "receiver/collector.ts");
  await receiver.start();
  await collector.start();
  nginx = startNginx({
    port: nginxPort,
    tls,
    leadsReceiver: `127.0.0.1:${port + 81}`,
    collectReceiver: `127.0.0.1:${port + 82}`,
  });
});
test.afterAll(async () => {
  await nginx?.stop();
  await collector?.stop();
  await receiver?.stop();
  await remove();
});

test("page views reach the collector and enquiries the receiver, and enquiries go on without the collector", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const origin = `https://127.0.0.1:${nginxPort}`;
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true, userAgent: CHROME_UA });
  const page = await context.newPage();
  // nginx answers once it is up; until then the connection is refused.
  await expect(async () => {
    await page.goto("/?utm_source=newsletter&utm_campaign=diwali");
  }).toPass({ timeout: 10_000 });
  const views = async () => (await db.execute("SELECT path, source FROM page_views ORDER BY id")).rows;
  await expect.poll(async () => (await views()).map((r) => [r.path, r.source])).toEqual([["/", "newsletter"]]);

  await pageHydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(`${origin}/contact`);
  await expect.poll(async () => (await views()).length).toBe(2);
  await pageHydrated(page);
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  const origins = await db.execute(
    "SELECT leads.name, lead_origins.source FROM leads JOIN lead_origins ON lead_origins.lead_id = leads.id",
  );
  expect(origins.rows.map((r) => [r.name, r.source])).toEqual([["Priya Sharma", "newsletter"]]);

  // The collector stops (a crash, a deploy): the page's beacon gets nginx's 502, an enquiry is still stored.
  await collector.stop();
  const beacon = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/collect");
  await page.reload();
  expect((await beacon).status()).toBe(502);
  await pageHydrated(page);
  await fillContact(page, "Ravi Kumar");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  const names = await db.execute("SELECT name FROM leads ORDER BY id");
  expect(names.rows.map((r) => r.name)).toEqual(["Priya Sharma", "Ravi Kumar"]);
  await context.close();
});
