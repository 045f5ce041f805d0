import { expect, test } from "@playwright/test";
import type { Client } from "@libsql/client";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { openDatabase } from "@/receiver/db/client";
import { startNginx } from "@/scripts/preview-nginx";
import { throwawayTls } from "@/scripts/tls";
import { pdfBytes } from "@/tests/support/resumeFiles";
import { startSqld } from "@/scripts/sqld";
import { NoAnswer, rawRequest } from "../e2e-nginx/support";
import { SiteServer } from "./site-server";
import { multipartRequest, port, temporaryDatabase } from "./support";

// Receivers that crash under load lose nothing: 300 enquiries and applications (with their résumés) sent
// while a receiver is killed (SIGKILL) and restarted, against two receivers on one libSQL server (sqld)
// behind the shipped nginx configuration, and against one receiver on the embedded file. Every submission
// answered 201 is stored exactly once, none is stored twice, no application is stored without its résumé,
// and every other answer is an error a visitor sees (the form then keeps what was typed and offers a retry,
// as tests/e2e-forms/forms-delivery.spec.ts shows).

const TOTAL = 300;
const AT_ONCE = 8;

function submission(i: number): Buffer {
  const kind = i % 2 ? "application" : "contact";
  const common = {
    phone: "+91 98480 12345",
    email: `visitor${i}@example.com`,
    noticeVersion: site.privacy.noticeVersion,
  };
  const fields: Record<string, string> =
    kind === "contact"
      ? { ...common, name: `Visitor ${i}`, message: `Enquiry number ${i}` }
      : { ...common, fullName: `Visitor ${i}`, position: jobOpenings[0]!.title, experience: "2", consent: "yes" };
  return multipartRequest(kind, fields, kind === "application" ? { fileNameParam: `filename="cv-${i}.pdf"` } : {});
}

/**
 * Send every submission, AT_ONCE at a time, to `to`; `chaos` runs beside them and may wait on `answered`.
 * Returns each submission's status (0: the connection failed, which a browser shows as a failed send). A
 * submission left without an answer for 30 s fails the test, naming it: a visitor must never be left waiting.
 */
async function sendAll(
  to: { port: number; tls: boolean },
  chaos: (answered: (n: number) => Promise<void>) => Promise<void>,
): Promise<number[]> {
  const statuses: number[] = [];
  const unanswered: string[] = [];
  let next = 0;
  let done = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const answered = (n: number) => new Promise<void>((resolve) => waiters.push({ n, resolve }));
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      statuses[i] = await rawRequest(submission(i), { port: to.port, tls: to.tls }).then(
        (answer) => answer.status || 0,
        (error: unknown) => {
          if (error instanceof NoAnswer) unanswered.push(`submission ${i}: ${error.message}`);
          return 0;
        },
      );
      // A visitor whose send failed comes back once the site answers again (the failed one is not resent).
      if (statuses[i] === 0) await untilAnswering(to);
      done++;
      for (const w of waiters.filter((w) => w.n <= done)) w.resolve();
    }
  };
  await Promise.all([...Array.from({ length: AT_ONCE }, worker), chaos(answered)]);
  expect(unanswered).toEqual([]);
  return statuses;
}

/** Wait (at most 30 s) until the server accepts a connection and answers HTTP. */
async function untilAnswering(to: { port: number; tls: boolean }) {
  const probe = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (
      await rawRequest(probe, { ...to, timeoutMs: 1_000 }).then(
        (answer) => answer.status > 0,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${to.port} for 30 s`);
}

async function expectNothingLost(db: Client, statuses: number[]) {
  const rows = await db.execute(
    "SELECT leads.kind, leads.email, resumes.size FROM leads LEFT JOIN resumes ON resumes.lead_id = leads.id",
  );
  const stored = new Map<string, number>();
  for (const row of rows.rows) {
    const email = String(row.email);
    stored.set(email, (stored.get(email) ?? 0) + 1);
    // An application is never stored without its résumé, whole.
    if (row.kind === "application") expect(Number(row.size), email).toBe(pdfBytes.length);
  }
  for (const [email, count] of stored) expect(count, `${email} stored once`).toBe(1);
  statuses.forEach((status, i) => {
    if (status === 201) expect(stored.has(`visitor${i}@example.com`), `submission ${i} answered 201`).toBe(true);
    // Anything else is an error the visitor sees: a failed connection or an error status, never a false "sent".
    else expect(status === 0 || status >= 400, `submission ${i}: ${status}`).toBe(true);
  });
  // Service resumed: submissions sent after the crash's failures were stored again.
  const lastFailure = statuses.findLastIndex((s) => s !== 201);
  expect(statuses.slice(lastFailure + 1).filter((s) => s === 201).length).toBeGreaterThan(0);
}

test("two receivers on one libSQL server behind nginx: one killed and restarted mid-load, nothing lost or doubled", async () => {
  test.setTimeout(180_000);
  const tls = throwawayTls();
  if (!tls) throw new Error("openssl is needed for nginx's throwaway certificate");
  const sqld = await startSqld(port + 50);
  const env = { LEADS_RATE_LIMIT: "100000/60" };
  const first = new SiteServer(port + 51, sqld.url, env, "receiver/main.ts");
  const second = new SiteServer(port + 52, sqld.url, env, "receiver/main.ts");
  // Both start at once on the new database: the migrations are applied once.
  await Promise.all([first.start(), second.start()]);
  const nginx = startNginx({
    port: port + 53,
    tls,
    leadsReceiver: [`127.0.0.1:${port + 51}`, `127.0.0.1:${port + 52}`],
  });
  const db = await openDatabase(sqld.url);
  try {
    await expect(async () => {
      expect(
        (await rawRequest("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", { port: port + 53 })).status,
      ).toBe(200);
    }).toPass({ timeout: 10_000 });
    const statuses = await sendAll({ port: port + 53, tls: true }, async (answered) => {
      await answered(TOTAL / 3);
      await first.stop("SIGKILL");
      await first.start();
    });
    await expectNothingLost(db, statuses);
    const migrations = await db.execute("SELECT version, COUNT(*) AS n FROM schema_migrations GROUP BY version");
    for (const row of migrations.rows) expect(Number(row.n)).toBe(1);
  } finally {
    db.close();
    await nginx.stop();
    await first.stop();
    await second.stop();
    await sqld.stop();
  }
});

test("one receiver on the embedded file, killed and restarted mid-load: nothing lost or doubled", async () => {
  test.setTimeout(180_000);
  const { db, url, remove } = await temporaryDatabase();
  const receiver = new SiteServer(port + 54, url, { LEADS_RATE_LIMIT: "100000/60" }, "receiver/main.ts");
  await receiver.start();
  try {
    const statuses = await sendAll({ port: port + 54, tls: false }, async (answered) => {
      await answered(TOTAL / 3);
      await receiver.stop("SIGKILL");
      await receiver.start();
    });
    await expectNothingLost(db, statuses);
  } finally {
    await receiver.stop();
    await remove();
  }
});
