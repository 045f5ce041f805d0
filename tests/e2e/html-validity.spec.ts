import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { keepSpam, SPAM_REASONS } from "@/receiver/db/spam";
import { addNote } from "@/receiver/desk/db/deskLeads";
import { newEnrolmentToken } from "@/receiver/desk/db/staff";
import { deskFixture } from "@/tests/support/desk";
import { blockDay } from "@/receiver/booking/settings";
import { blockedBy } from "@/receiver/booking/slots";
import { newToken, storeBooking } from "@/receiver/booking/store";
import { confirmRightsRequest, storeRightsRequest } from "@/receiver/rights/store";

const bookingLead = {
  kind: "contact" as const,
  name: "Priya Sharma",
  phone: "+91 98480 12345",
  email: "priya@example.com",
  service: "SEO",
  noticeVersion: "1",
};
import { routes } from "./support/routes";

const run = promisify(execFile);
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/**
 * The checker would also validate the CSS inside <style> elements, with a CSS profile older than what the pages use
 * (container queries, `var()` inside `min()`), and that took more than half its time. The CSS is parsed instead by a
 * current CSS parser (tests/unit/css-parse.test.ts, and every page's <style> in postbuild-output.spec.ts), so the
 * checker reads copies of the files with each <style> element's text blanked: the elements stay where they are, and
 * so do the line numbers, since only the characters between the line breaks go.
 */
function copyWithoutStyleText(from: string, to: string): void {
  for (const file of readdirSync(from, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(path.join(from, file), "utf8").replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
      (_, open: string, css: string, close: string) => open + css.replace(/[^\n]/g, "") + close,
    );
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    writeFileSync(path.join(to, file), html);
  }
}

/** The Nu Html Checker's errors over every HTML file under `dir`, as "file:line message". */
async function vnuErrors(dir: string): Promise<string[]> {
  const copy = mkdtempSync(path.join(tmpdir(), "vnu-"));
  let output: string;
  try {
    copyWithoutStyleText(dir, copy);
    ({ stderr: output } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--skip-non-html", copy],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ));
  } catch (error) {
    // vnu exits 1 when it finds errors; its JSON report is still on stderr.
    output = (error as { stderr?: string }).stderr ?? String(error);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const messages: VnuMessage[] = JSON.parse(output).messages;
  return messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${path.join(dir, path.relative(copy, new URL(m.url).pathname))}:${m.lastLine ?? "?"} ${m.message}`);
}

// Gate: the W3C Nu Html Checker finds zero errors in every HTML file of out/.
test("every exported HTML file passes the Nu Html Checker", async () => {
  test.setTimeout(180_000);
  const htmlFiles = readdirSync("out", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  // Every route has its HTML file (plus the 404 page), so the checker really sees every page.
  expect(htmlFiles.length).toBeGreaterThan(routes.length);
  expect(await vnuErrors("out")).toEqual([]);
});

// The lead desk is rendered by the receiver, not exported: each of its pages, with data in every part of it,
// rendered in process and checked the same way.
test("every lead desk page passes the Nu Html Checker", async () => {
  test.setTimeout(120_000);
  const desk = await deskFixture();
  const dir = mkdtempSync(path.join(tmpdir(), "desk-html-"));
  try {
    const { cookie, staffId } = await desk.signedIn();
    const lead = await desk.lead({ message: "Line one\nLine <two> & three" });
    await addNote(desk.db, lead, staffId, "Called back", desk.clock.now);
    await keepSpam(desk.db, {
      kind: "contact",
      receivedAt: desk.clock.now.toISOString(),
      reason: SPAM_REASONS.honeypot,
      fields: { name: "Bot", email: "bot@example.com", message: "Buy now" },
    });
    await desk.request(`/desk/leads/${lead}`, { cookie });
    // A call booked for tomorrow and a blocked day, so the calls and availability pages show their tables and lists.
    const tomorrow = new Date(desk.clock.now.getTime() + 24 * 60 * 60_000);
    await storeBooking(
      desk.db,
      { ...bookingLead, receivedAt: desk.clock.now.toISOString(), consentAt: desk.clock.now.toISOString() },
      {
        start: tomorrow,
        end: new Date(tomorrow.getTime() + 30 * 60_000),
        blocked: blockedBy(tomorrow, { slotMinutes: 30, bufferMinutes: 0 }),
        tokenHash: newToken().hash,
        expiresAt: new Date(desk.clock.now.getTime() + 24 * 60 * 60_000),
        networkKey: "network",
      },
    );
    await blockDay(desk.db, "2026-12-25", "Christmas");
    // A confirmed rights request and one waiting, so the requests' list, a case and the breach listing have rows.
    const request = { name: "Priya", email: "priya@example.com", language: "te" as const, noticeVersion: "1" };
    const at = desk.clock.now.toISOString();
    const grievance = await storeRightsRequest(desk.db, { ...request, kind: "grievance", receivedAt: at });
    await confirmRightsRequest(desk.db, grievance, desk.clock.now);
    await desk.db.execute({
      sql: `INSERT INTO rights_mail (request_id, kind, attempts, next_attempt_at, failed_at, last_error, created_at)
            VALUES (?, 'reply', 5, ?, ?, '550 mailbox unavailable', ?)`,
      args: [grievance, at, at, at],
    });
    await storeRightsRequest(desk.db, { ...request, kind: "access", receivedAt: at, details: "All of it <please>" });
    const token = await newEnrolmentToken(desk.db, staffId, desk.clock.now);
    const pages: [file: string, pathname: string, signedIn: boolean][] = [
      ["sign-in", "/desk/sign-in", false],
      ["enrol", `/desk/enrol/${token}`, false],
      ["inbox", "/desk/?kind=contact&q=Priya", true],
      ["inbox-empty", "/desk/?q=nobody-matches", true],
      ["lead", `/desk/leads/${lead}`, true],
      ["erase", `/desk/leads/${lead}/erase`, true],
      ["no-such-lead", "/desk/leads/999", true],
      ["spam", "/desk/spam", true],
      ["retention", "/desk/retention", true],
      ["dashboard", "/desk/dashboard?days=30", true],
      ["access-log", "/desk/access-log", true],
      ["calls", "/desk/calls", true],
      ["availability", "/desk/calls/availability", true],
      ["rights", "/desk/rights", true],
      ["rights-case", `/desk/rights/${grievance}`, true],
      ["breach", `/desk/breach?from=2020-01-01&to=${at.slice(0, 10)}`, true],
    ];
    for (const [file, pathname, signedIn] of pages) {
      const response = await desk.request(pathname, signedIn ? { cookie } : {});
      expect(response.headers.get("content-type"), pathname).toMatch(/^text\/html/);
      writeFileSync(path.join(dir, `${file}.html`), await response.text());
    }
    expect(await vnuErrors(dir)).toEqual([]);
  } finally {
    desk.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
