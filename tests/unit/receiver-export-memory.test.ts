// @vitest-environment node
// A person's export streams: thirty applications of 5 MB each under one address are exported whole by a
// process whose heap is capped at 64 MB (the export once built one string of every CV, 200 MB and more).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { openDatabase } from "@/receiver/db/client";
import { insertLead } from "@/receiver/db/leads";
import { addStaff } from "@/receiver/desk/db/staff";

const run = promisify(execFile);
const CVS = 30;
const HEAP_MB = 64;
const dir = mkdtempSync(path.join(tmpdir(), "export-memory-"));
const file = path.join(dir, "leads.db");
let first = 0;

beforeAll(async () => {
  const db = await openDatabase(`file:${file}`);
  try {
    const now = new Date("2026-11-23T10:00:00.000Z");
    await addStaff(db, "asha@example.com", "Asha Rao", now);
    const bytes = new Uint8Array(RESUME_MAX_BYTES).map((_, i) => (i * 7919) % 251);
    for (let i = 0; i < CVS; i++) {
      const id = await insertLead(
        db,
        {
          kind: "application",
          receivedAt: now.toISOString(),
          name: "Ravi Kumar",
          phone: "+91 90000 11111",
          email: i % 2 ? "ravi@example.com" : "RAVI@example.com",
          noticeVersion: "1",
          consentAt: now.toISOString(),
        },
        { fileName: `cv-${i}.pdf`, type: "application/pdf", size: bytes.length, sha256: "0".repeat(64), bytes },
      );
      first ||= id;
    }
  } finally {
    db.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(`exports ${CVS} CVs of 5 MB under a ${HEAP_MB} MB heap, as a stream`, { timeout: 120_000 }, async () => {
  const { stdout } = await run(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, "--import", "tsx", "tests/support/exportUnderHeap.ts", file, String(first)],
    { cwd: process.cwd(), maxBuffer: 1024 * 1024 },
  );
  const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as { status: number; bytes: number; cvs: number };
  expect(result.status).toBe(200);
  expect(result.cvs).toBe(CVS);
  // Every CV's bytes went out, in base64.
  expect(result.bytes).toBeGreaterThan((CVS * RESUME_MAX_BYTES * 4) / 3);
});
