import type { Client, InStatement, InValue, Row } from "@libsql/client";
import { detailFields, type DetailName, type FormKind } from "@/lib/forms/fields";
import type { LeadOrigin } from "@/lib/forms/origin";
import { UTM_KEYS } from "@/lib/measurement/event";

// Every read and write of leads: the receiver, the notifier and the `npm run leads` CLI all go through here.

export type LeadKind = FormKind;

/** The lead's fields beyond name, phone and e-mail (message, service, position…), each absent when left empty. */
export type LeadDetails = Partial<Record<DetailName, string>>;

export interface NewLead extends LeadDetails {
  kind: LeadKind;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  noticeVersion: string;
  consentAt: string;
  /** Where the visitor came from, when the form carried it (lead_origins). */
  origin?: LeadOrigin;
}

export interface NewResume {
  fileName: string;
  type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

export interface Lead extends NewLead {
  id: number;
  notifiedAt: string | null;
  notifyError: string | null;
  resume?: Omit<NewResume, "bytes">;
}

/** Every column a lead is written with: its own, then one per detail field of either form. */
const LEAD_COLUMNS = [
  "kind",
  "received_at",
  "name",
  "phone",
  "email",
  ...detailFields.map((field) => field.column),
  "notice_version",
  "consent_at",
];

function insertStatements(lead: NewLead, resume?: NewResume): InStatement[] {
  const statements: InStatement[] = [
    {
      sql: `INSERT INTO leads (${LEAD_COLUMNS.join(", ")}) VALUES (${LEAD_COLUMNS.map(() => "?").join(", ")})`,
      args: [
        lead.kind,
        lead.receivedAt,
        lead.name,
        lead.phone,
        lead.email,
        ...detailFields.map((field) => lead[field.name] ?? null),
        lead.noticeVersion,
        lead.consentAt,
      ],
    },
  ];
  if (lead.origin) {
    const { landingPage, referrerHost, utm, pagesSeen } = lead.origin;
    statements.push({
      sql: `INSERT INTO lead_origins (lead_id, landing_page, referrer_host, source, medium, campaign, term, content, pages_seen)
            VALUES (last_insert_rowid(), ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        landingPage ?? null,
        referrerHost ?? null,
        utm.source?.toLowerCase() ?? null,
        utm.medium ?? null,
        utm.campaign?.toLowerCase() ?? null,
        utm.term ?? null,
        utm.content ?? null,
        pagesSeen ?? null,
      ],
    });
  }
  if (resume) {
    statements.push({
      sql: "INSERT INTO resumes (lead_id, file_name, type, size, sha256, bytes) VALUES (last_insert_rowid(), ?, ?, ?, ?, ?)",
      args: [resume.fileName, resume.type, resume.size, resume.sha256, resume.bytes],
    });
  }
  return statements;
}

/**
 * Store leads, each with its résumé, in ONE transaction: a lead and its CV never separate, and a group of
 * leads costs one sync to disk. Returns their ids in order.
 */
export async function insertLeads(db: Client, items: { lead: NewLead; resume?: NewResume }[]): Promise<number[]> {
  const statements: InStatement[] = [];
  const leadIndexes: number[] = [];
  for (const { lead, resume } of items) {
    leadIndexes.push(statements.length);
    statements.push(...insertStatements(lead, resume));
  }
  const results = await db.batch(statements, "write");
  return leadIndexes.map((i) => Number(results[i]!.lastInsertRowid));
}

/** Store one lead (and its résumé) in one transaction. Returns its id. */
export async function insertLead(db: Client, lead: NewLead, resume?: NewResume): Promise<number> {
  const [id] = await insertLeads(db, [{ lead, resume }]);
  return id!;
}

const text = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/** The detail fields a stored row holds (NULL columns are left out). */
export function leadDetails(row: Row): LeadDetails {
  return Object.fromEntries(
    detailFields.flatMap((field) => {
      const value = text(row[field.column]);
      return value === undefined ? [] : [[field.name, value]];
    }),
  );
}

function toLead(row: Row): Lead {
  return {
    id: Number(row.id),
    kind: String(row.kind) as LeadKind,
    receivedAt: String(row.received_at),
    name: String(row.name),
    phone: String(row.phone),
    email: String(row.email),
    ...leadDetails(row),
    noticeVersion: String(row.notice_version ?? ""),
    consentAt: String(row.consent_at ?? ""),
    notifiedAt: text(row.notified_at) ?? null,
    notifyError: text(row.notify_error) ?? null,
    resume:
      row.file_name === null || row.file_name === undefined
        ? undefined
        : {
            fileName: String(row.file_name),
            type: String(row.type),
            size: Number(row.size),
            sha256: String(row.sha256),
          },
    origin: toOrigin(row),
  };
}

/** lead_origins' columns, when the form carried them (prefixed "origin_" in SELECT_LEADS). */
function toOrigin(row: Row): LeadOrigin | undefined {
  if (row.origin_lead_id === null || row.origin_lead_id === undefined) return undefined;
  const utm: LeadOrigin["utm"] = {};
  for (const key of UTM_KEYS) {
    const value = text(row[`origin_${key}`]);
    if (value) utm[key] = value;
  }
  return {
    landingPage: text(row.origin_landing_page),
    referrerHost: text(row.origin_referrer_host),
    utm,
    pagesSeen: row.origin_pages_seen === null ? undefined : Number(row.origin_pages_seen),
  };
}

const SELECT_LEADS = `SELECT leads.*, resumes.file_name, resumes.type, resumes.size, resumes.sha256,
  o.lead_id AS origin_lead_id, o.landing_page AS origin_landing_page, o.referrer_host AS origin_referrer_host,
  o.source AS origin_source, o.medium AS origin_medium, o.campaign AS origin_campaign, o.term AS origin_term,
  o.content AS origin_content, o.pages_seen AS origin_pages_seen
  FROM leads LEFT JOIN resumes ON resumes.lead_id = leads.id LEFT JOIN lead_origins o ON o.lead_id = leads.id`;

/** Leads, newest first (all of them without a limit). */
export async function listLeads(db: Client, limit?: number): Promise<Lead[]> {
  const result = await db.execute({
    sql: `${SELECT_LEADS} ORDER BY leads.received_at DESC, leads.id DESC${limit ? " LIMIT ?" : ""}`,
    args: limit ? [limit] : [],
  });
  return result.rows.map(toLead);
}

export async function getLead(db: Client, id: number): Promise<Lead | undefined> {
  const result = await db.execute({ sql: `${SELECT_LEADS} WHERE leads.id = ?`, args: [id] });
  return result.rows[0] ? toLead(result.rows[0]) : undefined;
}

/** The stored résumé bytes of an application, or undefined. */
export async function getResumeBytes(
  db: Client,
  leadId: number,
): Promise<{ fileName: string; type: string; bytes: Uint8Array } | undefined> {
  const result = await db.execute({
    sql: "SELECT file_name, type, bytes FROM resumes WHERE lead_id = ?",
    args: [leadId],
  });
  const row = result.rows[0];
  if (!row) return undefined;
  return { fileName: String(row.file_name), type: String(row.type), bytes: new Uint8Array(row.bytes as ArrayBuffer) };
}

/**
 * Leads not yet notified, oldest first. With `claimedBefore`, only those nobody has claimed since then
 * (unclaimed, or claimed by a sender that has since crashed).
 */
export async function leadsAwaitingNotification(db: Client, claimedBefore?: string): Promise<Lead[]> {
  const result = await db.execute({
    sql: `${SELECT_LEADS} WHERE leads.notified_at IS NULL${
      claimedBefore ? " AND (leads.notify_claimed_at IS NULL OR leads.notify_claimed_at < ?)" : ""
    } ORDER BY leads.id`,
    args: claimedBefore ? [claimedBefore] : [],
  });
  return result.rows.map(toLead);
}

/**
 * Take a lead's notification on oneself, in one statement so two senders cannot both win: true when it was
 * not yet notified and unclaimed, or claimed before `staleBefore` (by a sender that crashed mid-send).
 */
export async function claimNotification(db: Client, id: number, at: string, staleBefore: string): Promise<boolean> {
  const result = await db.execute({
    sql: `UPDATE leads SET notify_claimed_at = ? WHERE id = ? AND notified_at IS NULL
      AND (notify_claimed_at IS NULL OR notify_claimed_at < ?)`,
    args: [at, id, staleBefore],
  });
  return result.rowsAffected === 1;
}

/** Record how a claimed notification went and release the claim (a failure is free for the next retry). */
export async function recordNotification(
  db: Client,
  id: number,
  outcome: { at: string } | { error: string },
): Promise<void> {
  await db.execute(
    "at" in outcome
      ? {
          sql: "UPDATE leads SET notified_at = ?, notify_error = NULL, notify_claimed_at = NULL, notify_attempts = notify_attempts + 1 WHERE id = ?",
          args: [outcome.at, id],
        }
      : {
          sql: "UPDATE leads SET notify_error = ?, notify_claimed_at = NULL, notify_attempts = notify_attempts + 1 WHERE id = ?",
          args: [outcome.error, id],
        },
  );
}

/** Every lead one person sent (by e-mail, any case), oldest first: a data-access request's answer. */
export async function leadsOfEmail(db: Client, email: string): Promise<Lead[]> {
  const result = await db.execute({
    sql: `${SELECT_LEADS} WHERE leads.email = ? COLLATE NOCASE ORDER BY leads.id`,
    args: [email.trim()],
  });
  return result.rows.map(toLead);
}

/** Leads matching a WHERE clause over `leads` (the desk's filters), newest first. */
export async function leadsWhere(db: Client, where: string, args: InValue[]): Promise<Lead[]> {
  const result = await db.execute({
    sql: `${SELECT_LEADS}${where ? ` WHERE ${where}` : ""} ORDER BY leads.received_at DESC, leads.id DESC`,
    args,
  });
  return result.rows.map(toLead);
}

/**
 * The statements that delete the leads matching `where`, with their résumés, notes and origins (by hand, not
 * by the schema's cascades: a libSQL server connection may not have foreign keys switched on).
 */
function deleteLeads(where: string, args: InValue[]): InStatement[] {
  const ids = `SELECT id FROM leads WHERE ${where}`;
  return [
    { sql: `DELETE FROM resumes WHERE lead_id IN (${ids})`, args },
    { sql: `DELETE FROM lead_notes WHERE lead_id IN (${ids})`, args },
    { sql: `DELETE FROM lead_origins WHERE lead_id IN (${ids})`, args },
    // Last: its count is the number of leads deleted.
    { sql: `DELETE FROM leads WHERE ${where}`, args },
  ];
}
/** Where deleteLeads' last statement, the leads' own, sits in its list. */
const LEADS_DELETE = deleteLeads("1", []).length - 1;

/**
 * Delete everything held about one person (by e-mail, any case): their leads, résumés, the team's notes on
 * them, and what the spam tray holds from that address. Returns how many leads went.
 */
export async function eraseByEmail(db: Client, email: string): Promise<number> {
  const args = [email.trim()];
  const results = await db.batch(
    [
      ...deleteLeads("email = ? COLLATE NOCASE", args),
      { sql: "DELETE FROM spam WHERE json_extract(fields, '$.email') = ? COLLATE NOCASE", args },
    ],
    "write",
  );
  return results[LEADS_DELETE]!.rowsAffected;
}

/** Delete leads received before the cut-off of their kind (with résumés and notes). How many of each went. */
export async function purgeOlderThan(db: Client, cutoffs: Record<LeadKind, string>): Promise<Record<LeadKind, number>> {
  const statements = (["contact", "application"] as const).flatMap((kind) =>
    deleteLeads("kind = ? AND received_at < ?", [kind, cutoffs[kind]]),
  );
  const results = await db.batch(statements, "write");
  const perKind = LEADS_DELETE + 1;
  return { contact: results[LEADS_DELETE]!.rowsAffected, application: results[perKind + LEADS_DELETE]!.rowsAffected };
}

/** How many leads of each kind were received before its cut-off: what purgeOlderThan would delete now. */
export async function countOlderThan(db: Client, cutoffs: Record<LeadKind, string>): Promise<Record<LeadKind, number>> {
  const result = await db.execute({
    sql: `SELECT
      (SELECT count(*) FROM leads WHERE kind = 'contact' AND received_at < ?) AS contact,
      (SELECT count(*) FROM leads WHERE kind = 'application' AND received_at < ?) AS application`,
    args: [cutoffs.contact, cutoffs.application],
  });
  const row = result.rows[0]!;
  return { contact: Number(row.contact), application: Number(row.application) };
}
