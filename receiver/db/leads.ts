import type { Client, InStatement, InValue, Row } from "@libsql/client";
import { emailKey } from "@/lib/forms/email";
import { detailFields, type DetailName, type FormKind } from "@/lib/forms/fields";
import type { LeadOrigin } from "@/lib/forms/origin";
import { isLocale, type Locale } from "@/lib/locales";
import { UTM_KEYS } from "@/lib/measurement/event";

// Storing and reading leads: the receiver, the desk and the `npm run leads` CLI all go through here. Their
// notification state is in ./notifications.ts, their deletion in ./erase.ts.

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
  /** The language of the page the form was sent from: the agency answers in it. English when not given. */
  language?: Locale;
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
  "email_key",
  ...detailFields.map((field) => field.column),
  "notice_version",
  "consent_at",
  "language",
];

export function insertStatements(lead: NewLead, resume?: NewResume): InStatement[] {
  const statements: InStatement[] = [
    {
      sql: `INSERT INTO leads (${LEAD_COLUMNS.join(", ")}) VALUES (${LEAD_COLUMNS.map(() => "?").join(", ")})`,
      args: [
        lead.kind,
        lead.receivedAt,
        lead.name,
        lead.phone,
        lead.email,
        emailKey(lead.email),
        ...detailFields.map((field) => lead[field.name] ?? null),
        lead.noticeVersion,
        lead.consentAt,
        lead.language ?? "en",
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

export function toLead(row: Row): Lead {
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
    language: isLocale(row.language) ? row.language : "en",
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

export const SELECT_LEADS = `SELECT leads.*, resumes.file_name, resumes.type, resumes.size, resumes.sha256,
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
 * Every lead one person sent, oldest first: a data-access request's answer. Addresses are compared in their
 * folded form (lib/forms/email.ts), so every spelling of the address is the same person.
 */
export async function leadsOfEmail(db: Client, email: string): Promise<Lead[]> {
  const result = await db.execute({
    sql: `${SELECT_LEADS} WHERE leads.email_key = ? ORDER BY leads.id`,
    args: [emailKey(email)],
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
