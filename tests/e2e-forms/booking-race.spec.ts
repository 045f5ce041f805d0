import type { Client } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { site } from "@/lib/content/site";
import { openDatabase } from "@/receiver/db/client";
import { newToken } from "@/receiver/booking/store";
import { startSqld } from "@/scripts/sqld";
import { SiteServer } from "./site-server";
import { port, temporaryDatabase } from "./support";

// Ten visitors ask for the same time, then all confirm it at the same moment from their mailboxes, through two
// receivers writing to one database: exactly one call is booked and the nine others hear the time was taken
// (their requests released, holding nothing). The database's own trigger decides, so it holds for a libSQL
// server (sqld) shared by receivers as for one embedded file.

const AT_ONCE = 10;
const env = { LEADS_RATE_LIMIT: "100000/60" };

async function post(receiver: SiteServer, path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await fetch(`${receiver.origin}/api/leads/bookings${path}`, {
    method: "POST",
    body: form,
    headers: { Accept: "application/json" },
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

async function raceForOneSlot(receivers: SiteServer[], db: Client) {
  const slots = (await (await fetch(`${receivers[0]!.origin}/api/leads/bookings/slots`)).json()) as { slots: string[] };
  const start = slots.slots[0]!;
  for (let i = 0; i < AT_ONCE; i++) {
    const fields = { name: `Visitor ${i}`, phone: "+91 98480 12345", email: `visitor${i}@example.com` };
    const answer = await post(receivers[i % receivers.length]!, "", {
      ...fields,
      noticeVersion: site.privacy.noticeVersion,
      start,
    });
    expect(answer.status).toBe(201);
  }
  // The links the confirmation e-mails would carry (their sending is tested in booking.spec.ts).
  const tokens = Array.from({ length: AT_ONCE }, () => newToken());
  const ids = (await db.execute("SELECT id FROM bookings ORDER BY id")).rows.map((row) => Number(row.id));
  for (const [i, id] of ids.entries())
    await db.execute({ sql: "UPDATE bookings SET confirm_hash = ? WHERE id = ?", args: [tokens[i]!.hash, id] });
  const answers = await Promise.all(
    tokens.map((token, i) => post(receivers[i % receivers.length]!, "/confirm", { token: token.token })),
  );
  return answers;
}

for (const kind of ["sqld", "file"] as const) {
  test(`ten simultaneous confirmations of one time across two receivers on one ${kind === "sqld" ? "libSQL server" : "embedded file"}: exactly one is booked`, async () => {
    const sqld = kind === "sqld" ? await startSqld(port + 94) : undefined;
    const file = kind === "file" ? await temporaryDatabase() : undefined;
    const url = sqld?.url ?? file!.url;
    const first = new SiteServer(port + 95, url, env, "receiver/main.ts");
    const second = new SiteServer(port + 96, url, env, "receiver/main.ts");
    try {
      await first.start();
      await second.start();
      const db = file?.db ?? (await openDatabase(url));
      const answers = await raceForOneSlot([first, second], db);
      expect(answers.map((answer) => answer.body.outcome).sort()).toEqual([
        "booked",
        ...Array<string>(AT_ONCE - 1).fill("taken"),
      ]);
      const statuses = await db.execute("SELECT status, count(*) AS n FROM bookings GROUP BY status ORDER BY status");
      expect(statuses.rows.map((row) => [row.status, Number(row.n)])).toEqual([
        ["booked", 1],
        ["released", AT_ONCE - 1],
      ]);
      if (!file) db.close();
    } finally {
      await first.stop();
      await second.stop();
      await sqld?.stop();
      await file?.remove();
    }
  });
}
