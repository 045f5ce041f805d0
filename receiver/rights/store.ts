import type { Client, Row } from "@libsql/client";
import { emailKey } from "@/lib/forms/email";
import { isLocale, type Locale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { RIGHTS_KINDS, type RightsKind } from "@/lib/rights";
import { hashToken, TOKEN_PATTERN } from "../booking/store";

// Rights requests in the database. A request is 'unconfirmed' until its owner confirms it from their mailbox;
// then it is an 'open' case with a due date, until staff send their reply and close it.

/** Days within which the notice promises an answer (site.privacy.answerDays); a grievance has the Rules' ninety. */
const ANSWER_DAYS: Record<RightsKind, number> = {
  access: site.privacy.answerDays.request,
  correction: site.privacy.answerDays.request,
  erasure: site.privacy.answerDays.request,
  nomination: site.privacy.answerDays.request,
  grievance: site.privacy.answerDays.grievance,
};
/** Staff are reminded this many days before a case falls due. */
export const REMIND_DAYS_BEFORE = 7;

const DAY = 24 * 60 * 60_000;

export type RightsStatus = "unconfirmed" | "open" | "closed";

export interface NewRightsRequest {
  kind: RightsKind;
  name: string;
  email: string;
  details?: string;
  language: Locale;
  noticeVersion: string;
  receivedAt: string;
}

export interface RightsRequest extends NewRightsRequest {
  id: number;
  status: RightsStatus;
  confirmedAt?: string;
  dueAt: string;
  notes?: string;
  reply?: string;
  closedAt?: string;
  remindedAt?: string;
}

const optional = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

function fromRow(row: Row): RightsRequest {
  const kind = String(row.kind);
  return {
    id: Number(row.id),
    kind: (RIGHTS_KINDS as readonly string[]).includes(kind) ? (kind as RightsKind) : "access",
    name: String(row.name),
    email: String(row.email),
    details: optional(row.details),
    language: isLocale(String(row.language)) ? (String(row.language) as Locale) : "en",
    noticeVersion: String(row.notice_version),
    receivedAt: String(row.received_at),
    status: String(row.status) as RightsStatus,
    confirmedAt: optional(row.confirmed_at),
    dueAt: String(row.due_at),
    notes: optional(row.notes),
    reply: optional(row.reply),
    closedAt: optional(row.closed_at),
    remindedAt: optional(row.reminded_at),
  };
}

/** The date an answer is due: the kind's days from when the request arrived. */
export const dueDate = (kind: RightsKind, receivedAt: string) =>
  new Date(Date.parse(receivedAt) + ANSWER_DAYS[kind] * DAY).toISOString();

export async function storeRightsRequest(db: Client, request: NewRightsRequest): Promise<number> {
  const result = await db.execute({
    sql: `INSERT INTO rights_requests (kind, name, email, email_key, details, language, notice_version, received_at, due_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      request.kind,
      request.name,
      request.email,
      emailKey(request.email),
      request.details ?? null,
      request.language,
      request.noticeVersion,
      request.receivedAt,
      dueDate(request.kind, request.receivedAt),
    ],
  });
  return Number(result.lastInsertRowid);
}

export async function rightsRequestById(db: Client, id: number): Promise<RightsRequest | undefined> {
  const result = await db.execute({ sql: "SELECT * FROM rights_requests WHERE id = ?", args: [id] });
  return result.rows[0] ? fromRow(result.rows[0]) : undefined;
}

/** The request a mailbox link's token opens; anything not shaped like a token opens none. */
export async function rightsRequestByToken(db: Client, token: unknown): Promise<RightsRequest | undefined> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return undefined;
  const result = await db.execute({
    sql: "SELECT * FROM rights_requests WHERE token_hash = ?",
    args: [hashToken(token)],
  });
  return result.rows[0] ? fromRow(result.rows[0]) : undefined;
}

export async function setTokenHash(db: Client, id: number, hash: string): Promise<void> {
  await db.execute({ sql: "UPDATE rights_requests SET token_hash = ? WHERE id = ?", args: [hash, id] });
}

/** Its owner pressed confirm: an unconfirmed request becomes an open case. */
export async function confirmRightsRequest(db: Client, id: number, now: Date): Promise<void> {
  await db.execute({
    sql: "UPDATE rights_requests SET status = 'open', confirmed_at = ? WHERE id = ? AND status = 'unconfirmed'",
    args: [now.toISOString(), id],
  });
}

/** Confirmed cases, open ones first by due date, then the closed, newest first. */
export async function rightsCases(db: Client): Promise<RightsRequest[]> {
  const result = await db.execute(
    `SELECT * FROM rights_requests WHERE status <> 'unconfirmed'
     ORDER BY status = 'closed', CASE WHEN status = 'open' THEN due_at END, closed_at DESC LIMIT 500`,
  );
  return result.rows.map(fromRow);
}

/** A person's requests (any spelling of their address), for the export. */
export async function rightsRequestsOfEmail(db: Client, email: string): Promise<RightsRequest[]> {
  const result = await db.execute({
    sql: "SELECT * FROM rights_requests WHERE email_key = ? ORDER BY id",
    args: [emailKey(email)],
  });
  return result.rows.map(fromRow);
}

/** A staff note appended to the case, with who and when: notes are never rewritten. */
export async function addRightsNote(db: Client, id: number, note: string): Promise<void> {
  await db.execute({
    sql: "UPDATE rights_requests SET notes = coalesce(notes || char(10) || char(10), '') || ? WHERE id = ?",
    args: [note, id],
  });
}

/** The reply sent and the case closed; false when it was not open (closed by someone else just now). */
export async function closeRightsCase(db: Client, id: number, reply: string, now: Date): Promise<boolean> {
  const result = await db.execute({
    sql: "UPDATE rights_requests SET status = 'closed', reply = ?, closed_at = ? WHERE id = ? AND status = 'open'",
    args: [reply, now.toISOString(), id],
  });
  return result.rowsAffected === 1;
}

/** Open cases due within REMIND_DAYS_BEFORE days whose staff were not yet reminded, marked reminded. */
export async function casesToRemind(db: Client, now: Date): Promise<number[]> {
  const result = await db.execute({
    sql: `UPDATE rights_requests SET reminded_at = ?
          WHERE status = 'open' AND reminded_at IS NULL AND due_at <= ? RETURNING id`,
    args: [now.toISOString(), new Date(now.getTime() + REMIND_DAYS_BEFORE * DAY).toISOString()],
  });
  return result.rows.map((row) => Number(row.id));
}

/** When the reply to a case went out by e-mail, if it did. */
export async function replyMailedAt(db: Client, id: number): Promise<string | undefined> {
  const result = await db.execute({
    sql: "SELECT max(sent_at) AS at FROM rights_mail WHERE request_id = ? AND kind = 'reply'",
    args: [id],
  });
  return optional(result.rows[0]?.at);
}

/** Requests not yet confirmed, newest first. */
export async function unconfirmedRequests(db: Client): Promise<RightsRequest[]> {
  const result = await db.execute(
    "SELECT * FROM rights_requests WHERE status = 'unconfirmed' ORDER BY id DESC LIMIT 200",
  );
  return result.rows.map(fromRow);
}
