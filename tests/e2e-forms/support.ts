import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { Client } from "@libsql/client";
import { openDatabase } from "@/receiver/db/client";
import { listLeads } from "@/receiver/db/leads";
import { startSqld } from "@/scripts/sqld";
import { pdfBytes } from "@/tests/support/resumeFiles";

import { port } from "./ports";

export { port };

/** Where a suite's leads go: the embedded file (the default) or a libSQL server. */
export type DatabaseKind = "file" | "sqld";

/** The database a project runs its suites on (playwright.config.ts: `metadata.database`). */
export const databaseOf = (metadata: Record<string, unknown>): DatabaseKind =>
  metadata.database === "sqld" ? "sqld" : "file";

export interface TemporaryDatabase {
  /** What the receiver's LEADS_DATABASE_URL takes. */
  url: string;
  /** A client of it, for the tests' own reads. */
  db: Client;
  /** Close the client and remove the database (and stop its server). */
  remove(): Promise<void>;
}

/** A fresh temporary database for one suite: a new file, or a new libSQL server (sqld) on a loopback port. */
export async function temporaryDatabase(kind: DatabaseKind = "file"): Promise<TemporaryDatabase> {
  if (kind === "sqld") {
    const sqld = await startSqld(port + 60);
    const db = await openDatabase(sqld.url);
    return { url: sqld.url, db, remove: async () => (db.close(), await sqld.stop()) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "leads-forms-e2e-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  const db = await openDatabase(url);
  return { url, db, remove: async () => (db.close(), rmSync(dir, { recursive: true, force: true })) };
}

export const leadsIn = (db: Client) => listLeads(db);

export const resume = { name: "ravi-kumar-resume.pdf", mimeType: "application/pdf", buffer: pdfBytes };
export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export const THANK_YOU = "Thank you! Your message has been received. Our team will reach out soon.";

export async function fillContact(page: Page, name = "Priya Sharma") {
  await page.getByRole("textbox", { name: /^Name/ }).fill(name);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+91 98480 12345");
  await page.getByRole("textbox", { name: /^Email/ }).fill("priya@example.com");
  await page
    .getByRole("textbox", { name: /^Message/ })
    .fill("We run a bakery in Gachibowli and want more online orders.");
}

export async function openApplication(page: Page) {
  await page.goto("/careers");
  await page.getByRole("article", { name: "UI/UX Web Designer" }).getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillApplication(page: Page, { consent = true } = {}) {
  const dialog = page.getByRole("dialog", { name: "Job Application" });
  await dialog.getByRole("textbox", { name: /^Full name/ }).fill("Ravi Kumar");
  await dialog.getByRole("textbox", { name: /^Phone number/ }).fill("+91 90000 11111");
  await dialog.getByRole("textbox", { name: /^Email/ }).fill("ravi@example.com");
  await dialog.getByRole("textbox", { name: /^GitHub/ }).fill("https://github.com/ravikumar");
  await dialog.getByRole("textbox", { name: /^LinkedIn/ }).fill("https://www.linkedin.com/in/ravikumar");
  await dialog
    .getByRole("textbox", { name: /^Portfolio link \(design roles\)/ })
    .fill("https://www.behance.net/ravikumar");
  await dialog.getByLabel(/^Resume/).setInputFiles(resume);
  await dialog.getByRole("spinbutton", { name: /^Experience/ }).fill("3");
  await dialog.getByRole("textbox", { name: /^Current salary/ }).fill("42,000");
  await dialog.getByRole("textbox", { name: /^Expected salary/ }).fill("58,000");
  if (consent) await dialog.getByRole("checkbox", { name: /^I agree that/ }).check();
}

/** CSP violations reported by the page (its meta policy is the production one). */
export function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

const CRLF = "\r\n";

/** A multipart POST as raw bytes: text fields, an optional résumé part with its file name param as given. */
export function multipartRequest(
  kind: "contact" | "application",
  fields: Record<string, string>,
  { headers = [] as string[], fileNameParam = undefined as string | undefined } = {},
): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--b${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`),
  );
  if (fileNameParam !== undefined) {
    parts.push(
      Buffer.from(
        `--b${CRLF}Content-Disposition: form-data; name="resume"; ${fileNameParam}${CRLF}Content-Type: application/pdf${CRLF}${CRLF}`,
      ),
      pdfBytes,
      Buffer.from(CRLF),
    );
  }
  parts.push(Buffer.from(`--b--${CRLF}`));
  const body = Buffer.concat(parts);
  const head = [
    `POST /api/leads/${kind} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Accept: application/json",
    "Content-Type: multipart/form-data; boundary=b",
    `Content-Length: ${body.length}`,
    "Connection: close",
    ...headers,
    "",
    "",
  ].join(CRLF);
  return Buffer.concat([Buffer.from(head), body]);
}

/** A platform authenticator with user verification, as a phone or laptop has. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * Routes the site's script chunks from before the page loads, so that a test can cut the connection for them once
 * the page is up (`scripts.online = false`) and restore it later. In Chromium, routing switched on or off in a
 * loaded page can miss a request the page makes right after, so the route stays and only its answer changes.
 */
export async function scriptConnection(page: Page): Promise<{ online: boolean }> {
  const connection = { online: true };
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) =>
    connection.online ? route.continue() : route.abort("internetdisconnected"),
  );
  return connection;
}
