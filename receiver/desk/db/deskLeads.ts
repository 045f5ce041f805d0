import type { Client, InValue } from "@libsql/client";
import { emailKey } from "@/lib/forms/email";
import { getLead, type Lead, type LeadKind } from "../../db/leads";
import { isLocale, type Locale } from "@/lib/locales";

// The desk's reads and writes of leads: the inbox list with its filters, and each lead's status, owner and notes.

export const PAGE_SIZE = 50;

export interface InboxFilter {
  kind?: LeadKind;
  status?: string;
  /** An opening's title: applications for it. */
  position?: string;
  /** A staff id, or "none" for unassigned leads. */
  assignee?: number | "none";
  /** Received on or after this day, and on or before `to` (YYYY-MM-DD, days in India's time). */
  from?: string;
  to?: string;
  /** Matched anywhere in name, e-mail, phone or message, in any case. */
  q?: string;
  page: number;
}

export interface InboxRow {
  id: number;
  kind: LeadKind;
  /** The language the lead was sent in: staff answer in it. */
  language: Locale;
  receivedAt: string;
  name: string;
  summary: string;
  status: string;
  assigneeName: string | null;
  read: boolean;
}

export interface DeskLead extends Lead {
  status: string;
  assigneeId: number | null;
  readAt: string | null;
}

export interface Note {
  staffName: string;
  body: string;
  createdAt: string;
}

/** LIKE with the visitor's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The start of a day in India (UTC+05:30, no daylight saving) as a stored ISO time. */
const dayStart = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+05:30`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
};

/** The SQL condition over `leads` that `filter` selects (paging aside), with its arguments. */
export function filterWhere(filter: Omit<InboxFilter, "page">): { where: string; args: InValue[] } {
  const where: string[] = [];
  const args: InValue[] = [];
  const filterBy = (clause: string, ...values: InValue[]) => {
    where.push(clause);
    args.push(...values);
  };
  if (filter.kind) filterBy("leads.kind = ?", filter.kind);
  if (filter.status) filterBy("leads.status = ?", filter.status);
  if (filter.position) filterBy("leads.position = ?", filter.position);
  if (filter.assignee === "none") filterBy("leads.assignee_id IS NULL");
  else if (filter.assignee !== undefined) filterBy("leads.assignee_id = ?", filter.assignee);
  if (filter.from) filterBy("leads.received_at >= ?", dayStart(filter.from));
  if (filter.to) filterBy("leads.received_at < ?", dayStart(filter.to, 1));
  if (filter.q && [...filter.q].length >= 3) {
    // Through the trigram index (receiver/db/migrations): the words as one quoted phrase, found anywhere; and
    // an address in any spelling (ÉLODIE@… finds élodie@…) through its compared form.
    filterBy(
      "(leads.id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?) OR leads.email_key = ?)",
      `"${filter.q.replace(/"/g, '""')}"`,
      emailKey(filter.q),
    );
  } else if (filter.q) {
    // Too short for trigrams: read every lead (one or two characters match most of them anyway).
    const columns = ["leads.name", "leads.email", "leads.phone", "leads.message"];
    filterBy(
      `(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(" OR ")})`,
      ...columns.map(() => contains(filter.q!)),
    );
  }
  return { where: where.join(" AND "), args };
}

/** One page of the inbox, newest first; `more` when another page follows. */
export async function inboxPage(db: Client, filter: InboxFilter): Promise<{ rows: InboxRow[]; more: boolean }> {
  const { where, args } = filterWhere(filter);
  const result = await db.execute({
    sql: `SELECT leads.id, leads.kind, leads.language, leads.received_at, leads.name, leads.message, leads.position, leads.status,
        leads.read_at, staff.name AS assignee_name
      FROM leads LEFT JOIN staff ON staff.id = leads.assignee_id
      ${where ? `WHERE ${where}` : ""}
      ORDER BY leads.received_at DESC, leads.id DESC LIMIT ? OFFSET ?`,
    args: [...args, PAGE_SIZE + 1, (filter.page - 1) * PAGE_SIZE],
  });
  const rows = result.rows.slice(0, PAGE_SIZE).map((row) => ({
    id: Number(row.id),
    kind: String(row.kind) as LeadKind,
    language: isLocale(row.language) ? row.language : "en",
    receivedAt: String(row.received_at),
    name: String(row.name),
    summary: String((row.kind === "contact" ? row.message : row.position) ?? ""),
    status: String(row.status),
    assigneeName: row.assignee_name === null ? null : String(row.assignee_name),
    read: row.read_at !== null,
  }));
  return { rows, more: result.rows.length > PAGE_SIZE };
}

/** Every position someone has applied for, for the inbox's filter (openings since closed included). */
export async function positionsApplied(db: Client): Promise<string[]> {
  const result = await db.execute(
    "SELECT DISTINCT position FROM leads WHERE kind = 'application' AND position IS NOT NULL ORDER BY position",
  );
  return result.rows.map((row) => String(row.position));
}

export async function deskLead(db: Client, id: number): Promise<DeskLead | undefined> {
  const lead = await getLead(db, id);
  if (!lead) return undefined;
  const result = await db.execute({ sql: "SELECT status, assignee_id, read_at FROM leads WHERE id = ?", args: [id] });
  const row = result.rows[0]!;
  return {
    ...lead,
    status: String(row.status),
    assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
    readAt: row.read_at === null ? null : String(row.read_at),
  };
}

export async function markRead(db: Client, id: number, now: Date) {
  await db.execute({
    sql: "UPDATE leads SET read_at = ? WHERE id = ? AND read_at IS NULL",
    args: [now.toISOString(), id],
  });
}

/** Move a lead from `from` to `to`; false when someone else moved it first. */
export async function setStatus(db: Client, id: number, from: string, to: string): Promise<boolean> {
  const result = await db.execute({
    sql: "UPDATE leads SET status = ? WHERE id = ? AND status = ?",
    args: [to, id, from],
  });
  return result.rowsAffected === 1;
}

export async function assign(db: Client, id: number, staffId: number | null) {
  await db.execute({ sql: "UPDATE leads SET assignee_id = ? WHERE id = ?", args: [staffId, id] });
}

export async function addNote(db: Client, leadId: number, staffId: number, body: string, now: Date) {
  await db.execute({
    sql: "INSERT INTO lead_notes (lead_id, staff_id, body, created_at) VALUES (?, ?, ?, ?)",
    args: [leadId, staffId, body, now.toISOString()],
  });
}

export async function notesOf(db: Client, leadId: number): Promise<Note[]> {
  const result = await db.execute({
    sql: `SELECT lead_notes.body, lead_notes.created_at, staff.name FROM lead_notes JOIN staff ON staff.id = lead_notes.staff_id
      WHERE lead_id = ? ORDER BY lead_notes.id`,
    args: [leadId],
  });
  return result.rows.map((row) => ({
    staffName: String(row.name),
    body: String(row.body),
    createdAt: String(row.created_at),
  }));
}
