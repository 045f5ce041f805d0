// @vitest-environment node
// The desk's doors: nothing opens without a session (the route list is the app's own, so a new route is
// covered the day it is added), no post is taken from another site, every answer carries the desk's headers,
// a lead's text is shown as text, and a status moves only along its kind's way.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isDownload } from "@/receiver/desk/guard";
import { createDeskApp } from "@/receiver/desk/routes";
import { ENROLMENT_TTL_MS, newEnrolmentToken, useEnrolmentToken, addStaff } from "@/receiver/desk/db/staff";
import { canMove, nextStatuses } from "@/receiver/desk/statuses";
import { log } from "@/receiver/log";
import { pdfBytes, MIME } from "@/tests/support/resumeFiles";
import { insertLead } from "@/receiver/db/leads";
import { deskFixture, DESK_ORIGIN, type DeskFixture } from "@/tests/support/desk";

let desk: DeskFixture;
beforeEach(async () => (desk = await deskFixture()));
afterEach(() => desk.close());

/** Open to anyone by design: the way in (sign-in, enrolment) and the files those pages load. */
const PUBLIC = [/^\/desk$/, /^\/desk\/sign-in(\/|$)/, /^\/desk\/enrol\//, /^\/desk\/assets\//];

function deskRoutes() {
  const app = createDeskApp({ db: desk.db, trustedProxies: [], clock: () => desk.clock.now, log });
  const seen = new Set<string>();
  return app.routes
    .filter((r) => r.method === "GET" || r.method === "POST")
    .map((r) => ({ method: r.method, path: r.path.replace(/:id/g, "1").replace(/:\w+/g, "x") }))
    .filter((r) => !PUBLIC.some((p) => p.test(r.path)) && !r.path.includes("*"))
    .filter((r) => (seen.has(`${r.method} ${r.path}`) ? false : seen.add(`${r.method} ${r.path}`)));
}

describe("desk: without a session", () => {
  it("covers every private route of the app", () => {
    const routes = deskRoutes().map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /desk/",
        "GET /desk/leads/1",
        "GET /desk/leads/1/cv",
        "POST /desk/leads/1/status",
        "GET /desk/export.csv",
        "POST /desk/leads/1/erase",
        "POST /desk/spam/1/not-spam",
      ]),
    );
  });

  it("sends every page to sign in (303) and refuses every action and download (401)", async () => {
    await desk.lead();
    for (const route of deskRoutes()) {
      const response = await desk.request(route.path, {
        method: route.method,
        form: route.method === "POST" ? {} : undefined,
      });
      const page = route.method === "GET" && !isDownload(route.path);
      expect([route.path, response.status]).toEqual([route.path, page ? 303 : 401]);
      if (page) expect(response.headers.get("location")).toBe("/desk/sign-in");
    }
  });

  it("answers every request, refused or not, with the desk's headers", async () => {
    for (const pathname of ["/desk/", "/desk/sign-in", "/desk/leads/1/cv", "/desk/nothing-here"]) {
      const response = await desk.request(pathname);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
    }
  });
});

describe("desk: with a session", () => {
  it("refuses a post from another site (403) and changes nothing", async () => {
    const { cookie } = await desk.signedIn();
    const id = await desk.lead();
    const form = { from: "new", to: "contacted" };
    const foreign = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const refused = await desk.request(`/desk/leads/${id}/status`, { method: "POST", cookie, form, headers: foreign });
    expect(refused.status).toBe(403);
    const noOrigin = await desk.request(`/desk/leads/${id}/notes`, {
      method: "POST",
      cookie,
      form: { body: "x" },
      headers: { Origin: "", "Sec-Fetch-Site": "same-site" },
    });
    expect(noOrigin.status).toBe(403);
    expect(await (await desk.request(`/desk/leads/${id}`, { cookie })).text()).toContain("Status: New");
    const own = await desk.request(`/desk/leads/${id}/status`, { method: "POST", cookie, form });
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe(`/desk/leads/${id}`);
  });

  it("shows a lead's <script> as text, in the inbox and on its page", async () => {
    const { cookie } = await desk.signedIn();
    const id = await desk.lead({ name: "<script>alert(1)</script>", message: '<img src=x onerror="alert(2)">' });
    for (const pathname of ["/desk/", `/desk/leads/${id}`]) {
      const html = await (await desk.request(pathname, { cookie })).text();
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("<img src=x");
    }
  });

  it("links a lead's phone number to the dialler and its address to the mail app", async () => {
    const { cookie } = await desk.signedIn();
    const id = await desk.lead({ phone: "+91 98480 12345", email: "priya@example.com" });
    const html = await (await desk.request(`/desk/leads/${id}`, { cookie })).text();
    expect(html).toContain('<a href="tel:+919848012345">+91 98480 12345</a>');
    expect(html).toContain('<a href="mailto:priya@example.com">priya@example.com</a>');
  });

  it("marks a lead read once opened (no longer bold in the inbox), and logs the view by ids only", async () => {
    const { cookie, staffId } = await desk.signedIn();
    const id = await desk.lead({ name: "Meera Nair" });
    expect(await (await desk.request("/desk/", { cookie })).text()).toMatch(/<tr class="unread">.*Meera Nair/);
    expect((await desk.request(`/desk/leads/${id}`, { cookie })).status).toBe(200);
    const inbox = await (await desk.request("/desk/", { cookie })).text();
    expect(inbox).toContain("Meera Nair");
    expect(inbox).not.toContain('class="unread"');
    const log = await desk.db.execute("SELECT * FROM access_log");
    expect(log.rows.map((r) => ({ ...r }))).toEqual([
      {
        id: 1,
        at: desk.clock.now.toISOString(),
        staff_id: staffId,
        action: "view",
        lead_id: id,
        address: "203.0.113.9",
      },
    ]);
  });

  it("moves a status only along its kind's way: refused with 409 otherwise, and logged when done", async () => {
    const { cookie } = await desk.signedIn();
    const id = await desk.lead();
    const move = (from: string, to: string) =>
      desk.request(`/desk/leads/${id}/status`, { method: "POST", cookie, form: { from, to } });
    expect((await move("new", "won")).status).toBe(409);
    expect((await move("new", "shortlisted")).status).toBe(409);
    expect((await move("new", "contacted")).status).toBe(303);
    // A second tab still showing "new" does not move it twice.
    expect((await move("new", "lost")).status).toBe(409);
    expect((await move("contacted", "qualified")).status).toBe(303);
    expect((await move("qualified", "won")).status).toBe(303);
    expect((await move("won", "lost")).status).toBe(409);
    const log = await desk.db.execute("SELECT action, lead_id FROM access_log WHERE action = 'status'");
    expect(log.rows).toHaveLength(3);
  });

  it("offers each kind its own way forward", () => {
    expect(nextStatuses("contact", "new")).toEqual(["contacted", "lost"]);
    expect(nextStatuses("application", "interviewed")).toEqual(["hired", "rejected"]);
    expect(canMove("application", "new", "contacted")).toBe(false);
    expect(nextStatuses("application", "hired")).toEqual([]);
  });

  it("downloads a CV as an attachment with a safe name and the stored bytes, and logs it", async () => {
    const { cookie } = await desk.signedIn();
    const id = await insertLead(
      desk.db,
      {
        kind: "application",
        receivedAt: desk.clock.now.toISOString(),
        name: "Ravi Kumar",
        phone: "+91 90000 11111",
        email: "ravi@example.com",
        position: "UI/UX Web Designer",
        noticeVersion: "2026-01",
        consentAt: desk.clock.now.toISOString(),
      },
      { fileName: 'ravi "cv"; x.pdf', type: MIME.pdf, size: pdfBytes.length, sha256: "-", bytes: pdfBytes },
    );
    const response = await desk.request(`/desk/leads/${id}/cv`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="ravi_cv_x.pdf"; filename*=UTF-8''${encodeURIComponent('ravi "cv"; x.pdf')}`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(pdfBytes));
    const log = await desk.db.execute("SELECT staff_id, action, lead_id FROM access_log");
    expect(log.rows.map((r) => [r.action, r.lead_id])).toEqual([["cv", id]]);
  });
});

describe("desk: enrolment links", () => {
  it("open the passkey page once, and are refused once used or after 24 hours", async () => {
    const staffId = await addStaff(desk.db, "asha@example.com", "Asha Rao", desk.clock.now);
    const token = await newEnrolmentToken(desk.db, staffId, desk.clock.now);
    const page = await desk.request(`/desk/enrol/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Register a passkey");
    expect(await useEnrolmentToken(desk.db, token, desk.clock.now)).toBe(true);
    expect(await useEnrolmentToken(desk.db, token, desk.clock.now)).toBe(false);
    expect((await desk.request(`/desk/enrol/${token}`)).status).toBe(410);
    expect((await desk.request(`/desk/enrol/${token}/options`, { method: "POST" })).status).toBe(410);

    const fresh = await newEnrolmentToken(desk.db, staffId, desk.clock.now);
    desk.clock.now = new Date(desk.clock.now.getTime() + ENROLMENT_TTL_MS);
    expect((await desk.request(`/desk/enrol/${fresh}`)).status).toBe(410);
    expect((await desk.request(`/desk/enrol/${fresh}/options`, { method: "POST" })).status).toBe(410);
  });

  it("refuse the ceremony's posts from another site", async () => {
    const staffId = await addStaff(desk.db, "asha@example.com", "Asha Rao", desk.clock.now);
    const token = await newEnrolmentToken(desk.db, staffId, desk.clock.now);
    const foreign = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    expect((await desk.request(`/desk/enrol/${token}/options`, { method: "POST", headers: foreign })).status).toBe(403);
    expect((await desk.request("/desk/sign-in/options", { method: "POST", headers: foreign })).status).toBe(403);
    const own = await desk.request(`/desk/enrol/${token}/options`, { method: "POST" });
    expect(own.status).toBe(200);
    const { options } = (await own.json()) as { options: { rp: { id: string }; authenticatorSelection: object } };
    expect(options.rp.id).toBe(new URL(DESK_ORIGIN).hostname);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
  });
});
