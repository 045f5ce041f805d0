// @vitest-environment node
// Desk sessions as a staff member lives them: the inbox stays open while they work, closes after 12 idle hours
// or 7 days in all, and closes at once when they are removed from the staff.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "@/receiver/desk/db/sessions";
import { removeStaff } from "@/receiver/desk/db/staff";
import { deskFixture, type DeskFixture } from "@/tests/support/desk";

let desk: DeskFixture;
beforeEach(async () => (desk = await deskFixture()));
afterEach(() => desk.close());

const later = (ms: number) => (desk.clock.now = new Date(desk.clock.now.getTime() + ms));
const inbox = (cookie: string) => desk.request("/desk/", { cookie });
const HOUR = 60 * 60 * 1000;

describe("desk sessions", () => {
  it("opens the inbox with a session, and sends the browser to sign in without one", async () => {
    const { cookie } = await desk.signedIn();
    expect((await inbox(cookie)).status).toBe(200);
    const anonymous = await desk.request("/desk/");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("/desk/sign-in");
  });

  it("takes a signed-in staff member from the sign-in page straight to the inbox", async () => {
    expect((await desk.request("/desk/sign-in")).status).toBe(200);
    const { cookie } = await desk.signedIn();
    const response = await desk.request("/desk/sign-in", { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/desk/");
  });

  it("ends after 12 hours without a request, and each request restarts that clock", async () => {
    const { cookie } = await desk.signedIn();
    later(SESSION_IDLE_MS - 60_000);
    expect((await inbox(cookie)).status).toBe(200);
    later(SESSION_IDLE_MS - 60_000);
    expect((await inbox(cookie)).status).toBe(200);
    later(SESSION_IDLE_MS);
    const expired = await inbox(cookie);
    expect(expired.status).toBe(303);
    expect(expired.headers.get("location")).toBe("/desk/sign-in");
    // Gone for good, not just refused this once.
    desk.clock.now = new Date(desk.clock.now.getTime() - SESSION_IDLE_MS);
    expect((await inbox(cookie)).status).toBe(303);
  });

  it("ends 7 days after signing in, however busy", async () => {
    const { cookie } = await desk.signedIn();
    for (let t = 0; t + 11 * HOUR < SESSION_MAX_MS; t += 11 * HOUR) {
      later(11 * HOUR);
      expect((await inbox(cookie)).status).toBe(200);
    }
    later(11 * HOUR);
    expect((await inbox(cookie)).status).toBe(303);
  });

  it("stops working the moment the staff member is removed", async () => {
    const { cookie } = await desk.signedIn("asha@example.com");
    expect((await inbox(cookie)).status).toBe(200);
    await removeStaff(desk.db, "asha@example.com", desk.clock.now);
    expect((await inbox(cookie)).status).toBe(303);
  });

  it("signing out deletes the session: the same cookie no longer opens anything", async () => {
    const { cookie } = await desk.signedIn();
    const out = await desk.request("/desk/sign-out", { method: "POST", cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/desk/sign-in");
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-desk=;.*Max-Age=0/);
    expect((await inbox(cookie)).status).toBe(303);
  });
});
