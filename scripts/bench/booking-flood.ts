// Booking flood (a report, not a test): in real time, against `npm start`'s server (dist/serve.mjs) with mail
// configured to a loopback SMTP server, strangers send booking requests from many addresses (40 IPv6 hosts in
// one /48, 59 IPv4 addresses, one e-mail address from one more) and confirm every confirmation e-mail they get,
// as an attacker with catch-all mailboxes would. Reports the share of the free times still bookable after, the
// calls each party holds, and the e-mails sent. The suite runs the same flood on a moved clock
// (tests/unit/booking-abuse.test.ts); this is what a wall clock sees.
//   npm run bench:booking-flood   (BENCH_FLOOD_PORT=4404, BENCH_FLOOD_ATTEMPTS=500, BENCH_SECONDS=60)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { createClient } from "@libsql/client";
import { site } from "@/lib/content/site";
import { BOOKING_API } from "@/lib/booking/times";

const port = Number(process.env.BENCH_FLOOD_PORT ?? 4404);
const attempts = Number(process.env.BENCH_FLOOD_ATTEMPTS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const origin = `http://127.0.0.1:${port}`;

const attackers = [
  ...Array.from({ length: 40 }, (_, i) => ({ from: `2001:db8:77:${i.toString(16)}::1`, mailbox: `v6-${i}` })),
  ...Array.from({ length: 59 }, (_, i) => ({ from: `198.51.100.${i + 1}`, mailbox: `v4-${i}` })),
  { from: "203.0.113.9", mailbox: "one" },
];

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "booking-flood-"));
  const links: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      void simpleParser(stream).then((mail) => {
        const link = /\/book\/confirm#([\w-]{32})/.exec(mail.text ?? "")?.[1];
        if (link) links.push(link);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port + 1, "127.0.0.1", resolve));
  const server = spawn(process.execPath, ["dist/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: `file:${dir}/leads.db`,
      LEADS_TRUSTED_PROXIES: "127.0.0.1",
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      LEADS_NOTIFY_TO: "team@agency.example",
    },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i === 299) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
    const slots = async (from = "192.0.2.2") =>
      (
        (await (await fetch(`${origin}${BOOKING_API}/slots`, { headers: { "x-forwarded-for": from } })).json()) as {
          slots: string[];
        }
      ).slots;
    const before = (await slots()).length;
    const statuses: Record<number, number> = {};
    const confirmations: Record<string, number> = {};
    const confirmAll = async (n: number) => {
      for (const [i, token] of links.splice(0).entries()) {
        const body = new FormData();
        body.set("token", token);
        const from = attackers[(n + i) % attackers.length]!.from;
        const answer = await fetch(`${origin}${BOOKING_API}/confirm`, {
          method: "POST",
          body,
          headers: { "x-forwarded-for": from, accept: "application/json" },
        });
        const outcome = ((await answer.json()) as { outcome?: string }).outcome ?? String(answer.status);
        confirmations[outcome] = (confirmations[outcome] ?? 0) + 1;
      }
    };
    const started = performance.now();
    for (let n = 0; n < attempts; n++) {
      // Spread over the run, as a flood kept under the radar would be.
      const due = started + (n * seconds * 1000) / attempts;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      const attacker = attackers[n % attackers.length]!;
      const free = await slots(attacker.from);
      const form = new FormData();
      const email = attacker.mailbox === "one" ? "one@evil.example" : `${attacker.mailbox}-${n}@evil.example`;
      const fields = { name: "Flood", phone: "+91 90000 00000", email, noticeVersion: site.privacy.noticeVersion };
      for (const [key, value] of Object.entries({ ...fields, start: free[n % free.length]! })) form.set(key, value);
      const answer = await fetch(`${origin}${BOOKING_API}`, {
        method: "POST",
        body: form,
        headers: { "x-forwarded-for": attacker.from, accept: "application/json" },
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      // Every confirmation e-mail that has come is confirmed at once, from the attackers' own addresses.
      await confirmAll(n);
    }
    // And the e-mails still arriving when the flood ends.
    for (let wait = 0; wait < 50 && links.length === 0; wait++) await new Promise((r) => setTimeout(r, 100));
    await confirmAll(attempts);
    const elapsed = (performance.now() - started) / 1000;
    const after = (await slots()).length;
    const db = createClient({ url: `file:${dir}/leads.db` });
    const count = async (sql: string) => Number((await db.execute(sql)).rows[0]!.n);
    const booked = await count("SELECT count(*) AS n FROM bookings WHERE status = 'booked'");
    const waiting = await count("SELECT count(*) AS n FROM bookings WHERE status = 'pending'");
    const mostByNetwork = await count(
      "SELECT coalesce(max(n), 0) AS n FROM (SELECT count(*) AS n FROM bookings WHERE status = 'booked' GROUP BY network_key)",
    );
    const sent = await count("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NOT NULL");
    db.close();
    console.log(`booking flood: ${attempts} attempts from ${attackers.length} addresses in ${elapsed.toFixed(0)} s`);
    console.log(`  answers: ${JSON.stringify(statuses)}; confirmations: ${JSON.stringify(confirmations)}`);
    console.log(`  free times: ${before} before, ${after} after (${((100 * after) / before).toFixed(1)}% bookable)`);
    console.log(
      `  booked by the flood: ${booked}; waiting for staff: ${waiting}; most calls from one network: ${mostByNetwork}`,
    );
    console.log(
      `  e-mails sent: ${sent}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
