import { expect, test } from "@playwright/test";
import { site } from "@/content/site";
import { openDatabase } from "@/receiver/db/client";
import { startSqld } from "@/scripts/sqld";
import { SiteServer } from "./site-server";
import { port, temporaryDatabase } from "./support";

// Ten visitors book the same time at the same moment, through two receivers writing to one database: exactly
// one booking is stored, and nothing at all of the other nine (neither a booking nor its lead). The database's
// own trigger decides, so it holds for a libSQL server (sqld) shared by receivers as for one embedded file.

const AT_ONCE = 10;
const env = { LEADS_RATE_LIMIT: "100000/60" };

async function raceForOneSlot(receivers: SiteServer[]) {
  const slots = (await (await fetch(`${receivers[0]!.origin}/api/leads/bookings/slots`)).json()) as { slots: string[] };
  const start = slots.slots[0]!;
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, async (_, i) => {
      const form = new FormData();
      const fields = {
        name: `Visitor ${i}`,
        phone: "+91 98480 12345",
        email: `visitor${i}@example.com`,
        noticeVersion: site.privacy.noticeVersion,
        start,
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await fetch(`${receivers[i % receivers.length]!.origin}/api/leads/bookings`, {
        method: "POST",
        body: form,
        headers: { Accept: "application/json" },
      });
      return { status: response.status, body: (await response.json()) as { error?: string; slots?: string[] } };
    }),
  );
  return { start, answers };
}

for (const kind of ["sqld", "file"] as const) {
  test(`ten simultaneous bookings of one time across two receivers on one ${kind === "sqld" ? "libSQL server" : "embedded file"}: exactly one is stored`, async () => {
    const sqld = kind === "sqld" ? await startSqld(port + 94) : undefined;
    const file = kind === "file" ? await temporaryDatabase() : undefined;
    const url = sqld?.url ?? file!.url;
    const first = new SiteServer(port + 95, url, env, "receiver/main.ts");
    const second = new SiteServer(port + 96, url, env, "receiver/main.ts");
    try {
      await first.start();
      await second.start();
      const { start, answers } = await raceForOneSlot([first, second]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(AT_ONCE - 1).fill(409)]);
      // Each of the nine hears the time was taken, with fresh times that no longer hold it.
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body.error).toBe("taken");
        expect(answer.body.slots).not.toContain(start);
      }
      const db = file?.db ?? (await openDatabase(url));
      const count = async (table: string) =>
        Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
      expect(await count("bookings")).toBe(1);
      expect(await count("leads")).toBe(1);
      if (!file) db.close();
    } finally {
      await first.stop();
      await second.stop();
      await sqld?.stop();
      await file?.remove();
    }
  });
}
