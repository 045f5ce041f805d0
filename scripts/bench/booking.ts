// Booking benchmark (a report, not a test): the free-slots query and bookings (each a lead and its time, stored in
// one transaction under the overlap trigger) against the compiled receiver on an embedded file, from concurrent
// clients on 127.0.0.1. Availability is opened wide (every day, all day, 15-minute calls, 60 days ahead) so there
// are thousands of slots and bookings to check each against; the slots query is timed again once they are booked.
//   npm run bench:booking   (BENCH_RECEIVER_PORT, BENCH_REQUESTS=2000, BENCH_CONCURRENCY=16, BENCH_SECONDS=30)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/receiver/db/client";
import { saveSettings } from "@/receiver/booking/settings";
import { BOOKING_API } from "@/lib/booking/times";
import { benchLeadForm } from "./leadForm";
import { load, type Run } from "./load";

const port = Number(process.env.BENCH_RECEIVER_PORT ?? 4401);
const total = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const target = `http://127.0.0.1:${port}`;

const dir = mkdtempSync(path.join(tmpdir(), "booking-bench-"));
const url = `file:${path.join(dir, "leads.db")}`;
const db = await openDatabase(url);
const allDay = ["00:00", "23:59"] as const;
await saveSettings(
  db,
  {
    weeklyHours: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, allDay])),
    slotMinutes: 15,
    bufferMinutes: 0,
    noticeMinutes: 0,
    horizonDays: 60,
  },
  new Date(),
);
const receiver = spawn(process.execPath, ["dist/receiver.mjs"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LEADS_DATABASE_URL: url,
    LEADS_RATE_LIMIT: "1000000/60",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function untilAnswering() {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (
      await fetch(`${target}${BOOKING_API}/slots`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered at ${target} within 30 s`);
}

const row = (label: string, run: Run) =>
  `| ${label} | ${run.count} | ${run.failed} | ${(run.count / run.seconds).toFixed(0)} | ${run.p50.toFixed(1)} | ${run.p99.toFixed(1)} |`;

try {
  await untilAnswering();
  const slotsOf = async () =>
    ((await (await fetch(`${target}${BOOKING_API}/slots`)).json()) as { slots: string[] }).slots;
  const slots = await slotsOf();
  const slotsBefore = await load(() => fetch(`${target}${BOOKING_API}/slots`), 200, 300, concurrency);
  // Each client books a different free time: every answer a 201, each write checked against the kept bookings.
  const booked = await load(
    (i) => {
      const form = benchLeadForm(i);
      form.set("start", slots[i % slots.length]!);
      return fetch(`${target}${BOOKING_API}`, { method: "POST", body: form, headers: { Accept: "application/json" } });
    },
    201,
    Math.min(total, slots.length),
    concurrency,
  );
  const slotsAfter = await load(() => fetch(`${target}${BOOKING_API}/slots`), 200, 300, concurrency);
  // Everyone wants the same (already taken) time: each answer a 409 with fresh times.
  const taken = await load(
    (i) => {
      const form = benchLeadForm(total + i);
      form.set("start", slots[0]!);
      return fetch(`${target}${BOOKING_API}`, { method: "POST", body: form, headers: { Accept: "application/json" } });
    },
    409,
    300,
    concurrency,
  );
  const kept = Number((await db.execute("SELECT count(*) AS n FROM bookings")).rows[0]!.n);
  console.log(
    `\n${slots.length} free slots at the start; ${kept} bookings stored; concurrency ${concurrency}; load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  console.log("| request | count | unexpected status | per second | p50 ms | p99 ms |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  console.log(row("free slots, nothing booked", slotsBefore));
  console.log(row("book a free time (201)", booked));
  console.log(row(`free slots, ${kept} booked`, slotsAfter));
  console.log(row("book a taken time (409, with fresh slots)", taken));
} finally {
  receiver.kill("SIGTERM");
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
