// The lead desk in process for the unit tests: the receiver app on a temporary file database, a clock the
// test moves, and a signed-in staff member's cookie.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { insertLead, type NewLead } from "@/receiver/db/leads";
import { SESSION_COOKIE } from "@/receiver/desk/cookies";
import { createSession } from "@/receiver/desk/db/sessions";
import { addStaff } from "@/receiver/desk/db/staff";

export const DESK_HOST = "desk.example.in";
export const DESK_ORIGIN = `http://${DESK_HOST}`;

export interface DeskFixture {
  db: Client;
  /** The clock every request reads: set `clock.now` to move it. */
  clock: { now: Date };
  app: ReturnType<typeof createReceiverApp>;
  /** A request as the desk's own pages make it (Host, and for a post Origin and Sec-Fetch-Site), with `cookie`. */
  request(
    pathname: string,
    init?: { method?: string; cookie?: string; headers?: Record<string, string>; form?: Record<string, string> },
  ): Promise<Response>;
  /** Add a staff member and sign them in: the Cookie header value. */
  signedIn(email?: string, name?: string): Promise<{ staffId: number; cookie: string }>;
  lead(over?: Partial<NewLead>): Promise<number>;
  close(): void;
}

/** `proxy`: the receiver sees every request from this socket address, believed as a proxy. */
export async function deskFixture({ proxy }: { proxy?: string } = {}): Promise<DeskFixture> {
  const dir = mkdtempSync(path.join(tmpdir(), "leads-desk-"));
  const db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  const clock = { now: new Date("2026-11-23T10:00:00.000Z") };
  const app = createReceiverApp({
    db,
    config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: proxy ? [proxy] : [] },
    clock: () => clock.now,
    socketAddress: () => proxy ?? "203.0.113.9",
  });
  return {
    db,
    clock,
    app,
    async request(pathname, { method = "GET", cookie, headers = {}, form } = {}) {
      const post = method !== "GET" && method !== "HEAD";
      return app.request(pathname, {
        method,
        body: form ? new URLSearchParams(form) : undefined,
        headers: {
          Host: DESK_HOST,
          ...(post ? { Origin: DESK_ORIGIN, "Sec-Fetch-Site": "same-origin" } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          ...headers,
        },
      });
    },
    async signedIn(email = "asha@example.com", name = "Asha Rao") {
      const staffId = await addStaff(db, email, name, clock.now);
      return { staffId, cookie: `${SESSION_COOKIE}=${await createSession(db, staffId, clock.now)}` };
    },
    lead(over = {}) {
      return insertLead(db, {
        kind: "contact",
        receivedAt: clock.now.toISOString(),
        name: "Priya Sharma",
        phone: "+91 98480 12345",
        email: "priya@example.com",
        message: "More online orders, please.",
        noticeVersion: "2026-01",
        consentAt: clock.now.toISOString(),
        ...over,
      });
    },
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
