import type { Client } from "@libsql/client";

// Who did what in the desk, by ids only (never a lead's data).

export type DeskAction =
  | "sign-in"
  | "sign-out"
  | "enrol"
  | "view"
  | "cv"
  | "status"
  | "note"
  | "assign"
  | "export"
  | "erase"
  | "csv"
  | "not-spam";

export interface AccessEntry {
  at: string;
  staffId: number | null;
  staffName: string | null;
  action: DeskAction;
  leadId: number | null;
  address: string | null;
}

export async function logAccess(
  db: Client,
  entry: { at: Date; staffId: number; action: DeskAction; leadId?: number; address: string },
) {
  await db.execute({
    sql: "INSERT INTO access_log (at, staff_id, action, lead_id, address) VALUES (?, ?, ?, ?, ?)",
    args: [entry.at.toISOString(), entry.staffId, entry.action, entry.leadId ?? null, entry.address],
  });
}

/** Newest first, a page at a time. */
export async function accessEntries(db: Client, limit: number, offset: number): Promise<AccessEntry[]> {
  const result = await db.execute({
    sql: `SELECT access_log.*, staff.name AS staff_name FROM access_log LEFT JOIN staff ON staff.id = access_log.staff_id
      ORDER BY access_log.id DESC LIMIT ? OFFSET ?`,
    args: [limit, offset],
  });
  return result.rows.map((row) => ({
    at: String(row.at),
    staffId: row.staff_id === null ? null : Number(row.staff_id),
    staffName: row.staff_name === null ? null : String(row.staff_name),
    action: String(row.action) as DeskAction,
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    address: row.address === null ? null : String(row.address),
  }));
}
