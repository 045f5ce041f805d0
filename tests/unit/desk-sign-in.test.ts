// @vitest-environment node
// Signing in: an unknown passkey is refused, a challenge is good for one answer only, an address that keeps
// failing waits longer each time (never long: an office shares one address), a known passkey that keeps failing
// is held off, the anonymous ceremony is limited per address, and the passkeys' relying
// party is the site as the visitor sees it, believed from a proxy only when it is a trusted one.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DESK_HOST, DESK_ORIGIN, deskFixture, type DeskFixture } from "@/tests/support/desk";

let desk: DeskFixture;
beforeEach(async () => (desk = await deskFixture()));
afterEach(() => desk.close());

/** Start a sign-in ceremony: the Cookie header holding its key, and the challenge. */
async function ceremony(): Promise<{ cookie: string; challenge: string }> {
  const response = await desk.request("/desk/sign-in/options", { method: "POST" });
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
  expect(cookie).toMatch(/^__Host-desk-ceremony=/);
  const { options } = (await response.json()) as { options: { challenge: string; userVerification: string } };
  expect(options.userVerification).toBe("required");
  return { cookie, challenge: options.challenge };
}

async function verify(cookie: string) {
  return desk.app.request("/desk/sign-in/verify", {
    method: "POST",
    body: JSON.stringify({ id: "unknown-passkey", rawId: "unknown-passkey", type: "public-key", response: {} }),
    headers: {
      Host: DESK_HOST,
      Origin: DESK_ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      Cookie: cookie,
    },
  });
}

describe("desk sign-in", () => {
  it("refuses a passkey the desk does not know, and the challenge cannot be answered twice", async () => {
    const { cookie } = await ceremony();
    expect((await verify(cookie)).status).toBe(403);
    expect((await verify(cookie)).status).toBe(400);
    // Without a ceremony started in this browser there is nothing to answer.
    expect((await verify("")).status).toBe(400);
  });

  it("slows an address down after 5 failed sign-ins, and never locks the office out for long", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify((await ceremony()).cookie)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    // From here each failure makes the next attempt wait, twice as long each time.
    let held = await verify((await ceremony()).cookie);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("1");
    for (let i = 0; i < 6; i++) {
      const wait = Number(held.headers.get("retry-after") ?? 0);
      desk.clock.now = new Date(desk.clock.now.getTime() + wait * 1000);
      expect((await verify((await ceremony()).cookie)).status).toBe(403);
      held = await verify((await ceremony()).cookie);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    }
    // Eleven failures in all: a colleague at the same address waits a minute at most, not a quarter of an hour.
    desk.clock.now = new Date(desk.clock.now.getTime() + 60_000);
    expect((await verify((await ceremony()).cookie)).status).toBe(403);
  });

  it("holds off a known passkey that keeps failing, from any address", async () => {
    const { staffId } = await desk.signedIn();
    await desk.db.execute({
      sql: "INSERT INTO passkeys (id, staff_id, public_key, created_at) VALUES ('known-passkey', ?, x'00', ?)",
      args: [staffId, desk.clock.now.toISOString()],
    });
    const tryKnown = async () => {
      const { cookie } = await ceremony();
      const body = { id: "known-passkey", rawId: "known-passkey", type: "public-key", response: {} };
      return desk.app.request("/desk/sign-in/verify", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { Host: DESK_HOST, Origin: DESK_ORIGIN, "Content-Type": "application/json", Cookie: cookie },
      });
    };
    for (let i = 0; i < 10; i++) {
      // Past the address's back-off each time: only the passkey's own count is left to hold it.
      desk.clock.now = new Date(desk.clock.now.getTime() + 60_000);
      expect((await tryKnown()).status).toBe(403);
    }
    desk.clock.now = new Date(desk.clock.now.getTime() + 60_000);
    const held = await tryKnown();
    expect(held.status).toBe(429);
    expect(((await held.json()) as { error: string }).error).toMatch(/this passkey/);
  });

  it("limits the anonymous ceremonies one address starts, and the challenge rows they write", async () => {
    const start = () => desk.request("/desk/sign-in/options", { method: "POST" });
    for (let i = 0; i < 20; i++) expect((await start()).status).toBe(200);
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let i = 0; i < 50; i++) await start();
    const rows = await desk.db.execute("SELECT count(*) AS n FROM webauthn_challenges");
    expect(Number(rows.rows[0]!.n)).toBe(20);
  });
});

describe("desk passkeys behind a proxy", () => {
  const options = (headers: Record<string, string>) =>
    desk.request("/desk/sign-in/options", { method: "POST", headers: { Host: "127.0.0.1:8787", ...headers } });

  it("take the relying party from a trusted proxy's X-Forwarded-Proto and -Host", async () => {
    desk.close();
    desk = await deskFixture({ proxy: "127.0.0.1" });
    const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.in" };
    const response = await options({ ...forwarded, Origin: "https://www.example.in" });
    expect(response.status).toBe(200);
    const { options: json } = (await response.json()) as { options: { rpId: string } };
    expect(json.rpId).toBe("www.example.in");
    // The page's own origin, as the proxy described it, is the only one allowed to post.
    expect((await options({ ...forwarded, Origin: "http://127.0.0.1:8787" })).status).toBe(403);
  });

  it("ignore the same headers from anyone else", async () => {
    const forwarded = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.in" };
    expect((await options({ ...forwarded, Origin: "https://www.example.in" })).status).toBe(403);
    const own = await options({ ...forwarded, Origin: "http://127.0.0.1:8787" });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { options: { rpId: string } }).options.rpId).toBe("127.0.0.1");
  });
});
