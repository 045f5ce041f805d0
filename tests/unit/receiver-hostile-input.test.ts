// @vitest-environment node
// What a hostile visitor can send the receiver, in process: control characters and NUL in every field and in
// the résumé's name, thousands of parts, spoofed forwarding headers; and what the agency reads back (the CLI
// line, the CSV) for values that try to act on a terminal or a spreadsheet.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { getResumeBytes, insertLead, listLeads, type NewLead } from "@/receiver/db/leads";
import { FORMULA_LEADS, leadLine, leadsCsv } from "@/receiver/format";
import { clientAddress, originAllowed } from "@/receiver/origin";
import { cleanText, FILE_NAME_MAX, safeFileName, visible } from "@/receiver/text";
import { MIME, pdfBytes } from "@/tests/support/resumeFiles";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-hostile-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = { rateLimit: { max: 1000, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] };
const app = () => createReceiverApp({ db, config, clock: () => new Date("2026-11-25T10:00:00.000Z") });
const post = (kind: string, body: FormData | Blob) =>
  app().request(`/api/leads/${kind}`, {
    method: "POST",
    body,
    headers: {
      Host: "www.deccandigital.example",
      Accept: "application/json",
      ...(body instanceof Blob ? { "Content-Type": "multipart/form-data; boundary=b" } : {}),
    },
  });

function form(fields: Record<string, string>, resume?: File): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (resume) data.append("resume", resume);
  return data;
}
const contact = (over: Record<string, string> = {}) =>
  form({
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    message: "Hello",
    noticeVersion: site.privacy.noticeVersion,
    ...over,
  });
const application = (over: Record<string, string> = {}, fileName = "ravi.pdf") =>
  form(
    {
      position: jobOpenings[0]!.title,
      fullName: "Ravi Kumar",
      phone: "+91 90000 11111",
      email: "ravi@example.com",
      experience: "3",
      consent: "yes",
      noticeVersion: site.privacy.noticeVersion,
      ...over,
    },
    new File([new Uint8Array(pdfBytes)], fileName, { type: MIME.pdf }),
  );

/** The application as raw multipart bytes, its résumé part's file name written exactly as `fileNameParam`. */
function rawApplication(fileNameParam: string): Blob {
  const fields = Object.fromEntries(
    [...application().entries()].filter(([, v]) => typeof v === "string") as [string, string][],
  );
  const parts = Object.entries(fields).map(
    ([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return new Blob([
    parts.join(""),
    `--b\r\nContent-Disposition: form-data; name="resume"; ${fileNameParam}\r\nContent-Type: application/pdf\r\n\r\n`,
    new Uint8Array(pdfBytes),
    "\r\n--b--\r\n",
  ]);
}

describe("text on the way in", () => {
  it("a one-line value loses every control character (NUL, ESC, DEL, C1, bidi overrides) and its line breaks", () => {
    expect(cleanText("Pri\u0000ya\u001b]0;owned\u0007 Sharma\u007f\u009b\u202e")).toBe("Priya]0;owned Sharma");
    expect(cleanText("Priya\r\nSharma\tK")).toBe("Priya Sharma K");
  });

  it("a message keeps its lines and tabs; Unicode is NFC; Indic joiners stay", () => {
    expect(cleanText("Line 1\r\nLine 2\rLine 3\n\tend\u0000", { multiline: true })).toBe(
      "Line 1\nLine 2\nLine 3\n\tend",
    );
    expect(cleanText("Re\u0301sume\u0301")).toBe("Résumé");
    expect(cleanText("क्\u200dष")).toBe("क्\u200dष");
  });

  it("a file name: last path segment, no control or reserved characters, bounded, with the real extension", () => {
    expect(safeFileName("cv.html\u0000.pdf", ".pdf")).toBe("cv.html.pdf");
    expect(safeFileName("..\\..\\windows\\cv.exe\u0000.pdf", ".pdf")).toBe("cv.exe.pdf");
    expect(safeFileName("../../etc/passwd", ".pdf")).toBe("passwd.pdf");
    expect(safeFileName('Ravi "CV" <final>.docx', ".pdf")).toBe("Ravi _CV_ _final_.pdf");
    expect(safeFileName(".pdf", ".pdf")).toBe("resume.pdf");
    const long = safeFileName(`${"a".repeat(4_000_000)}.pdf`, ".pdf");
    expect(long).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});

describe("the receiver stores what it was sent, cleaned, and nothing more", () => {
  it("NUL and control characters in every text field are removed before the checks and the store", async () => {
    const res = await post(
      "contact",
      contact({
        name: "Priya\u0000\u001b[2J Sharma",
        phone: "+91 98480\u0000 12345",
        email: "priya@example.com\u0000",
        message: "Hi\u0000 there\u001b[31m\nsecond line",
      }),
    );
    expect(res.status).toBe(201);
    const [lead] = await listLeads(db);
    expect(lead).toMatchObject({
      name: "Priya[2J Sharma",
      phone: "+91 98480 12345",
      email: "priya@example.com",
      message: "Hi there[31m\nsecond line",
    });
  });

  it("a résumé named cv.html<NUL>.pdf is stored as cv.html.pdf, of its real type, and read back so", async () => {
    // Percent-encoded (RFC 5987), the NUL survives the multipart parser and is cleaned by the receiver.
    const res = await post("application", rawApplication(`filename*=UTF-8''cv.html%00.pdf`));
    expect(res.status).toBe(201);
    const [lead] = await listLeads(db);
    expect(lead!.resume).toMatchObject({ fileName: "cv.html.pdf", type: MIME.pdf });
    expect(await getResumeBytes(db, lead!.id)).toMatchObject({ fileName: "cv.html.pdf", type: MIME.pdf });
  });

  it("a raw NUL or ESC in a part header is a malformed body: 400, nothing stored", async () => {
    for (const name of ['filename="cv.html\u0000.pdf"', 'filename="cv\u001b]0;x\u0007.pdf"']) {
      const res = await post("application", rawApplication(name));
      expect(res.status).toBe(400);
    }
    expect(await listLeads(db)).toEqual([]);
  });

  it("a PDF named .docx is stored under a .pdf name", async () => {
    expect((await post("application", application({}, "Ravi Kumar.docx"))).status).toBe(201);
    expect((await listLeads(db))[0]!.resume?.fileName).toBe("Ravi Kumar.pdf");
  });

  it("60,000 empty parts in an application (5 MB, under its size limit): a 400 at once, nothing stored", async () => {
    const data = application();
    for (let i = 0; i < 60_000; i++) data.append("x", "");
    const res = await post("application", data);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "The form has too many parts." });
    expect(await listLeads(db)).toEqual([]);
  });

  it("a second file or a file in another field is ignored; a malformed body is a 400", async () => {
    const data = application();
    data.append("resume", new File([new Uint8Array(pdfBytes)], "second.pdf", { type: MIME.pdf }));
    data.append("name", new File(["x"], "x.txt"));
    expect((await post("application", data)).status).toBe(201);
    expect((await listLeads(db))[0]!.resume?.fileName).toBe("ravi.pdf");
    const broken = await app().request("/api/leads/contact", {
      method: "POST",
      body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nPriya',
      headers: { "Content-Type": "multipart/form-data; boundary=b", Accept: "application/json" },
    });
    expect(broken.status).toBe(400);
  });
});

describe("what the agency reads back", () => {
  const lead = (over: Partial<NewLead>): NewLead => ({
    kind: "contact",
    receivedAt: "2026-11-25T10:00:00.000Z",
    name: "Priya",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    noticeVersion: "2026-11-01",
    consentAt: "2026-11-25T10:00:00.000Z",
    ...over,
  });

  it("the CLI prints control characters as escapes: no raw ESC, BEL, CR, LF or bidi override reaches the terminal", async () => {
    // Stored raw here on purpose: values stored before cleaning existed, or written by other tools.
    await insertLead(db, lead({ name: "\u001b]0;owned\u0007\u001b[2J\r\n99  contact  Forged\u202e" }));
    const [stored] = await listLeads(db);
    const line = leadLine(stored!);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(line).toContain("\\x1b]0;owned\\x07\\x1b[2J\\x0d\\n99  contact  Forged\\u202e");
    expect(visible("tab\there")).toBe("tab\\there");
  });

  it("the CSV disarms every cell a spreadsheet could evaluate, phone numbers included", async () => {
    const payloads = FORMULA_LEADS.map((char) => `${char}1+1+cmd|' /C calc'!A0`);
    payloads.push(`-1+1+cmd|' /C calc'!A0`, `+1+HYPERLINK("https://evil.example","x")`, "@SUM(1+1)");
    for (const payload of payloads) await insertLead(db, lead({ name: payload, message: payload }));
    const rows = leadsCsv(await listLeads(db))
      .trim()
      .split("\r\n")
      .slice(1);
    expect(rows).toHaveLength(payloads.length);
    for (const row of rows) {
      const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, "").replace(/^"|"$/g, ""));
      for (const cell of cells) {
        if (/^\d+$/.test(cell) || cell === "") continue;
        expect(
          FORMULA_LEADS.some((char) => cell.startsWith(char)),
          `${cell} in ${row}`,
        ).toBe(false);
      }
    }
    expect(rows[0]).toContain(",'+91 98480 12345,");
  });
});

describe("forwarding headers", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  const proxies = ["127.0.0.1"];

  it("from a client that is not a trusted proxy, every forwarding header is ignored", () => {
    const spoofed = headers({
      "X-Real-IP": "10.0.0.1",
      "X-Forwarded-For": "10.0.0.2, 10.0.0.3",
      Forwarded: "for=10.0.0.4",
      "True-Client-IP": "10.0.0.5",
    });
    expect(clientAddress("127.0.0.2", spoofed, proxies)).toBe("127.0.0.2");
  });

  it("from the trusted proxy, only the last X-Forwarded-For hop (the one the proxy wrote) counts; X-Real-IP never", () => {
    expect(clientAddress("127.0.0.1", headers({ "X-Forwarded-For": "10.0.0.9, 203.0.113.7" }), proxies)).toBe(
      "203.0.113.7",
    );
    expect(
      clientAddress("127.0.0.1", headers({ "X-Real-IP": "10.0.0.1", "X-Forwarded-For": "203.0.113.7" }), proxies),
    ).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", headers({ "X-Real-IP": "10.0.0.1" }), proxies)).toBe("127.0.0.1");
  });

  it("X-Forwarded-Host vouches for an origin only when a trusted proxy sent it", () => {
    const forged = headers({
      Origin: "https://evil.example",
      Host: "site.example",
      "X-Forwarded-Host": "evil.example",
    });
    expect(originAllowed(forged, [], false)).toBe(false);
    expect(originAllowed(forged, [], true)).toBe(true);
  });
});
