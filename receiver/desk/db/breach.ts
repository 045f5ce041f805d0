import type { Client } from "@libsql/client";
import { isLocale, type Locale } from "@/lib/locales";

// Who was affected by a breach: the people whose data the agency held at any time in a window, from the record.
// A lead was held from the day it arrived until it was erased or purged; one still here is held now. Of the
// people erased since, only a count survives (erased_leads keeps no identity).

export interface HeldPerson {
  name: string;
  email: string;
  phone?: string;
  language: Locale;
  /** What the agency held about them: "contact", "application", "rights request". */
  kinds: string[];
}

export interface HeldInWindow {
  people: HeldPerson[];
  /** Leads held in the window and erased since: counted, never named. */
  erasedSince: number;
}

/** Everyone held at some time between `from` and `to` (ISO times), by address (any spelling), named first. */
export async function heldInWindow(db: Client, from: string, to: string): Promise<HeldInWindow> {
  const people = await db.execute({
    sql: `SELECT email_key, max(name) AS name, max(email) AS email, max(phone) AS phone, max(language) AS language,
            group_concat(DISTINCT kind) AS kinds
          FROM (SELECT email_key, name, email, phone, language, kind FROM leads WHERE received_at <= ?
                UNION ALL
                SELECT email_key, name, email, NULL, language, 'rights request' FROM rights_requests WHERE received_at <= ?)
          GROUP BY email_key ORDER BY name, email_key`,
    args: [to, to],
  });
  const erased = await db.execute({
    sql: "SELECT count(*) AS n FROM erased_leads WHERE received_at <= ? AND erased_at >= ?",
    args: [to, from],
  });
  return {
    people: people.rows.map((row) => ({
      name: String(row.name),
      email: String(row.email),
      phone: row.phone === null ? undefined : String(row.phone),
      language: isLocale(row.language) ? row.language : "en",
      kinds: String(row.kinds).split(","),
    })),
    erasedSince: Number(erased.rows[0]!.n),
  };
}
