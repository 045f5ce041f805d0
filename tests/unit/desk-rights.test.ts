// @vitest-environment node
// The desk's side of a rights request, in process: a request checked by another channel becomes a case, a
// reply closes it (once), the case's export holds it, and its erase takes everything about the address.
import { afterEach, beforeEach, expect, it } from "vitest";
import { rightsRequestById, storeRightsRequest } from "@/receiver/rights/store";
import { deskFixture, type DeskFixture } from "@/tests/support/desk";

let desk: DeskFixture;
beforeEach(async () => {
  desk = await deskFixture();
});
afterEach(() => desk.close());

it("confirms by another channel, notes, replies and closes once, exports and erases", async () => {
  const { cookie } = await desk.signedIn();
  const at = desk.clock.now.toISOString();
  const request = { name: "Priya", email: "priya@example.com", language: "en" as const, noticeVersion: "1" };
  const id = await storeRightsRequest(desk.db, { ...request, kind: "correction", receivedAt: at });
  await desk.lead();
  const post = (action: string, form: Record<string, string> = {}) =>
    desk.request(`/desk/rights/${id}/${action}`, { method: "POST", cookie, form });

  // Unconfirmed: listed as waiting, and its data is neither exported nor erased from here.
  expect(await (await desk.request("/desk/rights", { cookie })).text()).toContain("Not confirmed");
  expect((await desk.request(`/desk/rights/${id}/export`, { cookie })).status).toBe(404);
  expect((await post("confirm")).status).toBe(303);
  expect(await rightsRequestById(desk.db, id)).toMatchObject({ status: "open", confirmedAt: at });

  expect((await post("notes", { body: "Phoned her: the number is now +91 90000 11111." })).status).toBe(303);
  expect((await post("close", { reply: "" })).status).toBe(400);
  expect((await post("close", { reply: "Corrected." })).status).toBe(303);
  expect((await post("close", { reply: "Again." })).status).toBe(400);
  expect(await rightsRequestById(desk.db, id)).toMatchObject({ status: "closed", reply: "Corrected." });

  const exported = JSON.parse(await (await desk.request(`/desk/rights/${id}/export`, { cookie })).text());
  expect(exported.leads).toHaveLength(1);
  expect(exported.rightsRequests[0]).toMatchObject({ kind: "correction", reply: "Corrected." });
  expect(exported.rightsRequests[0].notes).toMatch(/Asha Rao, .*: Phoned her/);

  expect(await (await post("erase")).text()).toContain("one lead");
  expect(await rightsRequestById(desk.db, id)).toBeUndefined();
  expect((await desk.db.execute("SELECT count(*) AS n FROM leads")).rows[0]!.n).toBe(0);
});
