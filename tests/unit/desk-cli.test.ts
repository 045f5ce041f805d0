// @vitest-environment node
// `npm run leads -- staff …`: adding a staff member prints a link that opens their enrolment page, the list
// shows who is on the desk, and removing someone signs them out at once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staffCommand } from "@/receiver/desk/staffCommands";
import { deskFixture, DESK_ORIGIN, type DeskFixture } from "@/tests/support/desk";

let desk: DeskFixture;
beforeEach(async () => (desk = await deskFixture()));
afterEach(() => desk.close());

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await staffCommand(desk.db, args, {
    deskOrigin: DESK_ORIGIN,
    now: desk.clock.now,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const linkIn = (text: string) => /(http:\S+\/desk\/enrol\/[\w-]+)/.exec(text)?.[1];

describe("npm run leads -- staff", () => {
  it("add prints a one-time link that opens that person's enrolment page", async () => {
    const added = await run("add", "asha@example.com", "Asha Rao");
    expect(added.code).toBe(0);
    const link = linkIn(added.out)!;
    expect(link.startsWith(`${DESK_ORIGIN}/desk/enrol/`)).toBe(true);
    const page = await desk.request(new URL(link).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Welcome, Asha Rao");
  });

  it("list shows current and removed staff", async () => {
    expect((await run("list")).out).toContain("No staff yet");
    await run("add", "asha@example.com", "Asha Rao");
    await run("add", "vikram@example.com", "Vikram Iyer");
    await run("remove", "vikram@example.com");
    const { out } = await run("list");
    expect(out).toMatch(/asha@example\.com\tAsha Rao\tsince /);
    expect(out).toMatch(/vikram@example\.com\tVikram Iyer\tremoved /);
  });

  it("remove signs the person out everywhere at once and kills their link", async () => {
    const link = linkIn((await run("add", "asha@example.com", "Asha Rao")).out)!;
    const { cookie } = await desk.signedIn("vikram@example.com", "Vikram Iyer");
    expect((await desk.request("/desk/", { cookie })).status).toBe(200);
    expect((await run("remove", "vikram@example.com")).code).toBe(0);
    expect((await desk.request("/desk/", { cookie })).status).toBe(303);
    expect((await run("remove", "asha@example.com")).code).toBe(0);
    expect((await desk.request(new URL(link).pathname)).status).toBe(410);
    expect((await run("remove", "asha@example.com")).code).toBe(1);
  });

  it("link replaces a lost device's link: the old one stops working", async () => {
    const first = linkIn((await run("add", "asha@example.com", "Asha Rao")).out)!;
    const second = linkIn((await run("link", "asha@example.com")).out)!;
    expect(second).not.toBe(first);
    expect((await desk.request(new URL(first).pathname)).status).toBe(410);
    expect((await desk.request(new URL(second).pathname)).status).toBe(200);
    expect((await run("link", "nobody@example.com")).code).toBe(1);
  });

  it("refuses a malformed command with the usage", async () => {
    const bad = await run("add", "not-an-email");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("staff add EMAIL");
  });
});
