import type { Client, InStatement } from "@libsql/client";
import { emailKey } from "@/lib/forms/email";
import { maxLengths } from "@/lib/forms/fields";
import { CONSENT_VALUE, HONEYPOT_FIELD, NOTICE_VERSION_MAX } from "@/lib/forms/limits";
import type { LeadKind } from "./leads";

// The spam tray: what the spam trap caught, kept a while so staff can rescue a real person's message.

/** The most submissions the tray holds; past it the oldest go, so a flood of bots cannot fill the disk. */
export const SPAM_TRAY_CAP = 1000;
/** Days a caught submission stays in the tray before the daily purge deletes it. */
export const SPAM_KEEP_DAYS = 30;

export const SPAM_REASONS = {
  honeypot: "Filled in the hidden field that only bots see",
} as const;

export interface Spam {
  id: number;
  kind: LeadKind;
  receivedAt: string;
  reason: string;
  /** The text fields as sent (known names only, each cut to its form limit). */
  fields: Record<string, string>;
}

/** The longest value kept of a field the forms do not cap (the consent box, the trap itself). */
const OTHER_FIELD_CHARS = 200;
/** Every capped field of both forms, and the privacy notice's version ("Not spam" checks it like a fresh one). */
const CAPS: Readonly<Record<string, number>> = { ...maxLengths, noticeVersion: NOTICE_VERSION_MAX };
const KEPT_FIELDS = new Set<string>([...Object.keys(CAPS), "consent", HONEYPOT_FIELD]);

/** The text fields worth keeping: the forms' own names only, each capped; files and unknown names dropped. */
export function spamFields(data: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of data) {
    if (typeof value !== "string" || !KEPT_FIELDS.has(name)) continue;
    const cap = CAPS[name] ?? OTHER_FIELD_CHARS;
    fields[name] = value.slice(0, cap);
  }
  if (fields.consent !== undefined && fields.consent !== CONSENT_VALUE) fields.consent = "";
  return fields;
}

type CaughtSubmission = { kind: LeadKind; receivedAt: string; reason: string; fields: Record<string, string> };

/** The statement that adds one caught submission to the tray (without trimming it to the cap). */
export function spamInsert(spam: CaughtSubmission): InStatement {
  return {
    sql: "INSERT INTO spam (kind, received_at, reason, fields, email_key) VALUES (?, ?, ?, ?, ?)",
    args: [spam.kind, spam.receivedAt, spam.reason, JSON.stringify(spam.fields), emailKey(spam.fields.email ?? "")],
  };
}

/** Keep a caught submission, and drop the oldest beyond the cap, in one transaction. */
export async function keepSpam(db: Client, spam: CaughtSubmission): Promise<void> {
  await db.batch(
    [
      spamInsert(spam),
      {
        sql: "DELETE FROM spam WHERE id <= (SELECT id FROM spam ORDER BY id DESC LIMIT 1 OFFSET ?)",
        args: [SPAM_TRAY_CAP],
      },
    ],
    "write",
  );
}

function toSpam(row: Record<string, unknown>): Spam {
  return {
    id: Number(row.id),
    kind: String(row.kind) as LeadKind,
    receivedAt: String(row.received_at),
    reason: String(row.reason),
    fields: JSON.parse(String(row.fields)) as Record<string, string>,
  };
}

/** Newest first, a page at a time. */
export async function spamPage(db: Client, limit: number, offset: number): Promise<Spam[]> {
  const result = await db.execute({
    sql: "SELECT * FROM spam ORDER BY id DESC LIMIT ? OFFSET ?",
    args: [limit, offset],
  });
  return result.rows.map(toSpam);
}

/** What the tray holds from one address, in any spelling (a data-access request covers it, as an erasure does). */
export async function spamOfEmail(db: Client, email: string): Promise<Spam[]> {
  const result = await db.execute({
    sql: "SELECT * FROM spam WHERE email_key = ? ORDER BY id",
    args: [emailKey(email)],
  });
  return result.rows.map(toSpam);
}

export async function getSpam(db: Client, id: number): Promise<Spam | undefined> {
  const result = await db.execute({ sql: "SELECT * FROM spam WHERE id = ?", args: [id] });
  return result.rows[0] ? toSpam(result.rows[0]) : undefined;
}

export async function deleteSpam(db: Client, id: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM spam WHERE id = ?", args: [id] });
}
