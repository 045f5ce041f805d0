// @vitest-environment node
// What visitors type, as every lead kind stores it: no bidi controls, tag or zero-width characters, line
// separators as the field allows, phone numbers with ASCII spaces, stacked marks cut, lengths counted as a reader
// counts characters; and Telugu and Hindi words, joiners included, kept exactly.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { maxLengths } from "@/lib/forms/fields";
import { textLength } from "@/lib/forms/graphemes";
import { messages, validateContact } from "@/lib/forms/rules";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { listLeads } from "@/receiver/db/leads";
import { cleanText, CLUSTER_MAX, MARKS_PER_LETTER } from "@/receiver/text";
import { MIME, pdfBytes } from "@/tests/support/resumeFiles";

/** Real words whose every mark and joiner a reader needs: conjuncts, a half form, an eyelash ra, a ZWNJ. */
const INDIC = {
  teluguWoman: "స్త్రీ",
  teluguConjunct: "క్ష్మ్యా",
  teluguZwnj: "క్\u200cష",
  hindiConjunct: "क्ष्म्य",
  hindiHalfForm: "क्\u200dष",
  hindiEyelashRa: "र्\u200dय",
  sanskrit: "कार्त्स्न्यं",
};
const BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
const ZERO_WIDTH = "\u200b\u2060\ufeff\u180e";
const TAGS = "\u{e0001}\u{e0041}\u{e0042}\u{e007f}";
const OTHER_FORMAT = "\u00ad\u2061\ufff9";

describe("a field's text as stored", () => {
  it("keeps Telugu and Hindi words whole, their joiners included", () => {
    for (const word of Object.values(INDIC)) {
      expect(cleanText(word)).toBe(word);
      expect(cleanText(`${word}\n${word}`, { multiline: true })).toBe(`${word}\n${word}`);
    }
  });

  it("drops bidi controls, tag, zero-width and other format characters, but not the joiners", () => {
    const dirty = `Pri${BIDI}ya${ZERO_WIDTH} Sha${TAGS}rma${OTHER_FORMAT}`;
    expect(cleanText(dirty)).toBe("Priya Sharma");
    expect(cleanText(dirty, { multiline: true })).toBe("Priya Sharma");
    expect(cleanText("👩\u200d💻 and क्\u200cष")).toBe("👩\u200d💻 and क्\u200cष");
  });

  it("turns U+2028 and U+2029 into a line break in a message and a space in a one-line field", () => {
    expect(cleanText("one\u2028two\u2029three", { multiline: true })).toBe("one\ntwo\nthree");
    expect(cleanText("Priya\u2028Sharma\u2029K")).toBe("Priya Sharma K");
  });

  it("cuts a letter's marks at four and a cluster's size, keeping the letter", () => {
    // NFC makes "a" and its first acute one letter, "á"; four of the other 4,899 marks stay.
    const note = cleanText(`a${"\u0301".repeat(4900)}`, { multiline: true });
    expect(note).toBe(`á${"\u0301".repeat(MARKS_PER_LETTER)}`);
    expect(cleanText(`x${"\u0300\u0301\u0302\u0303\u0304"}`)).toBe("x\u0300\u0301\u0302\u0303");
    // Joiners are not marks, but a cluster of thousands of them is still cut.
    expect([...cleanText(`x${"\u200d".repeat(5000)}`)].length).toBeLessThanOrEqual(CLUSTER_MAX);
  });

  it("composes a mark that followed a removed character (NFC after the removals)", () => {
    expect(cleanText("Re\u200b\u0301sume")).toBe("Résume");
  });

  it("counts length in characters as a reader sees them, at any length", () => {
    expect(textLength(INDIC.teluguConjunct)).toBe(1);
    expect(textLength(INDIC.hindiHalfForm)).toBe(1);
    const long = `${INDIC.teluguWoman} ${INDIC.hindiConjunct} `.repeat(2000);
    expect(textLength(long)).toBe(8000);
    expect(textLength("日本語".repeat(3000))).toBe(9000);
  });
});

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "leads-intake-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

// Monday 30 November 2026, 08:00 in India: 10:00 is the day's first time offered.
const clock = () => new Date("2026-11-30T02:30:00.000Z");
const config = { rateLimit: { max: 1000, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] };
const base = { email: "priya@example.com", noticeVersion: site.privacy.noticeVersion };

/** Each lead kind's form, its own fields around the name, phone and (where it has one) message under test. */
const kinds = {
  contact: { url: "/api/leads/contact", nameField: "name", fields: {} },
  booking: { url: "/api/leads/bookings", nameField: "name", fields: { start: "2026-11-30T04:30:00.000Z" } },
  application: {
    url: "/api/leads/application",
    nameField: "fullName",
    fields: { position: jobOpenings[0]!.title, experience: "3", consent: "yes" },
  },
} as const;
type Kind = keyof typeof kinds;

async function send(kind: Kind, typed: { name: string; phone: string; message?: string }) {
  const { url, nameField, fields } = kinds[kind];
  const data = new FormData();
  const values: Record<string, string> = { ...base, ...fields, [nameField]: typed.name, phone: typed.phone };
  if (typed.message !== undefined && kind !== "application") values.message = typed.message;
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  if (kind === "application") data.set("resume", new File([new Uint8Array(pdfBytes)], "cv.pdf", { type: MIME.pdf }));
  const app = createReceiverApp({ db, config, clock });
  return app.request(url, {
    method: "POST",
    body: data,
    headers: { Host: "www.deccandigital.example", Accept: "application/json" },
  });
}

describe.each(Object.keys(kinds) as Kind[])("a %s, as stored", (kind) => {
  it("is cleaned the same way: names, phones and messages", async () => {
    const response = await send(kind, {
      name: `${INDIC.teluguWoman} ${INDIC.hindiHalfForm}${BIDI}${TAGS}\u2028Rao`,
      phone: "+91\u00a098480\u202f12345\u3000",
      message: `${INDIC.hindiConjunct}${ZERO_WIDTH}\u2029a${"\u0301".repeat(4900)}`,
    });
    expect(response.status).toBe(201);
    const [lead] = await listLeads(db);
    expect(lead!.name).toBe(`${INDIC.teluguWoman} ${INDIC.hindiHalfForm} Rao`);
    expect(lead!.phone).toBe("+91 98480 12345");
    if (kind !== "application") expect(lead!.message).toBe(`${INDIC.hindiConjunct}\ná${"\u0301".repeat(4)}`);
  });

  it("takes a name of the field's length in Telugu characters, and refuses one more", async () => {
    const cap = maxLengths[kinds[kind].nameField];
    expect((await send(kind, { name: INDIC.teluguConjunct.repeat(cap), phone: "+91 98480 12345" })).status).toBe(201);
    const over = await send(kind, { name: INDIC.teluguConjunct.repeat(cap + 1), phone: "+91 98480 12345" });
    expect(over.status).toBe(400);
    const { errors } = (await over.json()) as { errors: Record<string, string> };
    expect(errors[kinds[kind].nameField]).toMatch(`must be ${cap} characters or fewer`);
  });

  it("refuses a phone number in other digits", async () => {
    const response = await send(kind, { name: "Priya", phone: "+९१ ९८४८० १२३४५" });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.phone).toBe(messages.phoneFormat);
  });
});

describe("the phone rule", () => {
  it("reads Unicode spaces as ASCII ones, and refuses other digits or line breaks", () => {
    const valid = { name: "Priya", email: "priya@example.com", message: "" };
    expect(validateContact({ ...valid, phone: "+91\u00a098480\u202f12345" })).toEqual({});
    expect(validateContact({ ...valid, phone: "+91 ९८४८० 12345" }).phone).toBe(messages.phoneFormat);
    expect(validateContact({ ...valid, phone: "+91 98480\n12345" }).phone).toBe(messages.phoneFormat);
  });
});
