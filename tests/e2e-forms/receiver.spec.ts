import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Client } from "@libsql/client";
import { site } from "@/lib/content/site";
import { maxLengths } from "@/lib/forms/fields";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { exeBytes, pdfBytes } from "@/tests/support/resumeFiles";
import { SiteServer } from "./site-server";
import { fillContact, leadsIn, port, temporaryDatabase, THANK_YOU } from "./support";
import { pageHydrated } from "../e2e/support/settled";

// The receiver under `npm start`'s server: outages and restarts, concurrency, raw HTTP with bad input,
// and the `npm run leads` CLI on the same database.
let server: SiteServer;
let db: Client;
let url: string;
let remove: () => Promise<void>;
test.beforeAll(async () => {
  ({ db, url, remove } = await temporaryDatabase());
  server = new SiteServer(port, url, { LEADS_RATE_LIMIT: "1000/60" });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await remove();
});
test.beforeEach(async () => {
  await db.execute("DELETE FROM resumes");
  await db.execute("DELETE FROM leads");
});

const leadsCli = (...args: string[]) =>
  spawnSync(process.execPath, ["dist/leads.mjs", ...args], {
    env: { ...process.env, LEADS_DATABASE_URL: url },
    encoding: "utf8",
  });

const contactBody = (name: string): Record<string, string> => ({
  name,
  phone: "+91 98480 12345",
  email: "priya@example.com",
  message: "",
  noticeVersion: site.privacy.noticeVersion,
});

test("with the receiver stopped the alert shows and every value stays; after a restart a retry stores exactly one lead, and earlier leads are still there", async ({
  page,
}) => {
  await page.request.post("/api/leads/contact", {
    multipart: contactBody("Earlier lead"),
    headers: { Accept: "application/json" },
  });
  await page.goto("/contact");
  await pageHydrated(page);
  await server.stop();
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("could not reach our server");
  await expect(alert.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
  await expect(alert.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Priya Sharma");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue(
    "We run a bakery in Gachibowli and want more online orders.",
  );
  await server.start();
  await page.getByRole("button", { name: "Try sending again" }).click();
  await expect(page.getByRole("status")).toHaveText(THANK_YOU);
  expect((await leadsIn(db)).map((l) => l.name)).toEqual(["Priya Sharma", "Earlier lead"]);
});

test("20 submissions sent at once give 20 rows, none lost and none doubled", async ({ page }) => {
  await page.goto("/contact");
  const statuses = await page.evaluate(async (version) => {
    const send = (i: number) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({
        name: `Lead ${i}`,
        phone: "+91 98480 12345",
        email: `lead${i}@example.com`,
        message: "",
        noticeVersion: version,
      }))
        data.set(k, v);
      return fetch("/api/leads/contact", { method: "POST", body: data, headers: { Accept: "application/json" } }).then(
        (r) => r.status,
      );
    };
    return Promise.all(Array.from({ length: 20 }, (_, i) => send(i + 1)));
  }, site.privacy.noticeVersion);
  expect(statuses).toEqual(Array(20).fill(201));
  const names = (await leadsIn(db)).map((l) => l.name).sort();
  expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `Lead ${i + 1}`).sort());
});

test.describe("raw HTTP with bad input: a clear 4xx and nothing stored", () => {
  test.afterEach(async () => expect(await leadsIn(db)).toEqual([]));
  const json = { Accept: "application/json" };

  test("not multipart", async ({ request }) => {
    const res = await request.post("/api/leads/contact", { form: { name: "x" }, headers: json });
    expect(res.status()).toBe(415);
  });

  test("missing fields", async ({ request }) => {
    const res = await request.post("/api/leads/application", { multipart: { fullName: "Ravi" }, headers: json });
    expect(res.status()).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(
      expect.arrayContaining(["phone", "email", "resume", "experience", "consent"]),
    );
  });

  test("oversized text", async ({ request }) => {
    const data = contactBody("x".repeat(maxLengths.name + 1));
    const res = await request.post("/api/leads/contact", { multipart: data, headers: json });
    expect(res.status()).toBe(400);
    expect((await res.json()).errors.name).toBe(`Name must be ${maxLengths.name} characters or fewer`);
  });

  test("a foreign origin", async ({ request }) => {
    const res = await request.post("/api/leads/contact", {
      multipart: contactBody("Priya"),
      headers: { ...json, Origin: "https://evil.example" },
    });
    expect(res.status()).toBe(403);
  });

  test("a renamed executable", async ({ request }) => {
    const res = await request.post("/api/leads/application", {
      headers: json,
      multipart: {
        position: "UI/UX Web Designer",
        fullName: "Ravi",
        phone: "+91 90000 11111",
        email: "ravi@example.com",
        experience: "2",
        consent: "yes",
        noticeVersion: site.privacy.noticeVersion,
        resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: exeBytes },
      },
    });
    expect(res.status()).toBe(415);
  });

  test("an oversized file streamed without a length: 413 before the rest is read", async () => {
    // Chunked upload of 8 MB: the receiver must answer 413 as soon as the limit is passed.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/leads/application",
          method: "POST",
          headers: {
            "Content-Type": "multipart/form-data; boundary=b",
            Accept: "application/json",
            "Transfer-Encoding": "chunked",
          },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on("error", reject);
      let sent = 0;
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const pump = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      req.write(
        `--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      req.write(pdfBytes);
      pump();
    });
    expect(status).toBe(413);
    expect(RESUME_MAX_BYTES).toBeLessThan(8 * 1024 * 1024);
  });
});

test("`npm run leads` lists a lead sent from the browser at once; csv, cv (byte for byte), erase", async ({
  page,
}, testInfo) => {
  const res = await page.request.post("/api/leads/application", {
    headers: { Accept: "application/json" },
    multipart: {
      position: "UI/UX Web Designer",
      fullName: "Ravi Kumar",
      phone: "+91 90000 11111",
      email: "ravi@example.com",
      experience: "2",
      consent: "yes",
      noticeVersion: site.privacy.noticeVersion,
      resume: { name: "ravi.pdf", mimeType: "application/pdf", buffer: pdfBytes },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await leadsIn(db))[0]!.id;
  const list = leadsCli();
  expect(list.status).toBe(0);
  expect(list.stdout.split("\n")[0]).toMatch(
    new RegExp(
      `^${id}  application  Ravi Kumar  \\+91 90000 11111  ravi@example.com  UI/UX Web Designer  \\d{1,2} [A-Z][a-z]{2,3} \\d{4}, \\d{1,2}:\\d\\d [ap]m IST  not notified$`,
    ),
  );
  const cv = testInfo.outputPath("cv.pdf");
  expect(leadsCli("cv", String(id), cv).status).toBe(0);
  expect(readFileSync(cv).equals(pdfBytes)).toBe(true);
  const csv = path.join(testInfo.outputPath(), "leads.csv");
  expect(leadsCli("csv", csv).status).toBe(0);
  expect(readFileSync(csv, "utf8")).toContain("Ravi Kumar");
  expect(leadsCli("erase", "RAVI@example.com").stdout).toContain("Erased 1 lead");
  expect(await leadsIn(db)).toEqual([]);
});

test("a page address with a trailing slash answers 301 to its canonical address; /web-hosting-services/ stays", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/about/", "/about"],
    ["/contact/?ref=x", "/contact?ref=x"],
    ["/web-hosting-services", null],
    ["/web-hosting-services/", null],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    if (to) {
      expect(res.status(), from).toBe(301);
      expect(res.headers().location).toBe(to);
    } else expect(res.status(), from).toBe(200);
  }
});

test("files answered 304 keep no file open: revalidating visitors never exhaust the server's descriptors", async ({
  request,
}) => {
  const pid = server.pid!;
  const openFiles = () => readdirSync(`/proc/${pid}/fd`).length;
  // A stylesheet or script of the build, whose ETag a browser sends back when it revalidates its copy.
  const asset = (await (await request.get("/")).text()).match(/\/_next\/static\/[^"]+\.js/)![0];
  const etag = (await request.get(asset)).headers().etag!;
  const before = openFiles();
  for (let i = 0; i < 200; i++) {
    const res = await request.get(asset, { headers: { "If-None-Match": etag } });
    expect(res.status()).toBe(304);
  }
  // Closing is asynchronous: wait for the count to come back down, never for a fixed time.
  await expect.poll(openFiles, { timeout: 10_000 }).toBeLessThan(before + 10);
});

test("npm start's server answers the receiver's health check: 200 {ok:true}, not cached", async ({ request }) => {
  const res = await request.get("/api/leads/health");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(await res.json()).toEqual({ ok: true });
});
