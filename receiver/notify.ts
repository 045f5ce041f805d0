import type { Client } from "@libsql/client";
import type { SendMailOptions } from "nodemailer";
import { isEmail } from "@/lib/forms/email";
import { detailFieldsOf } from "@/lib/forms/fields";
import { indiaTime } from "@/lib/indiaTime";
import { getLead, getResumeBytes, type Lead } from "./db/leads";
import { claimNotification, leadsAwaitingNotification, recordNotification } from "./db/notifications";
import { boundedSmtpTransport } from "./mail/transport";

/**
 * A claim older than this belongs to a sender that died mid-send, and the lead can be taken again. Well
 * above the longest a send can take (the SMTP timeouts below), so a slow send is never doubled.
 */
export const CLAIM_STALE_MS = 10 * 60_000;

/** Sends one lead to the agency. Throws when it could not. */
export interface Notifier {
  send(lead: Lead, resume?: { fileName: string; type: string; bytes: Uint8Array }): Promise<void>;
}

/** Where a lead's page is in the lead desk. */
export const deskLeadUrl = (deskOrigin: string, id: number) => `${deskOrigin}/desk/leads/${id}`;

function describe(lead: Lead, deskOrigin: string): string {
  const lines = [
    `${lead.kind === "contact" ? "Enquiry" : "Job application"} #${lead.id}, received ${indiaTime(lead.receivedAt)}`,
    `Open it in the lead desk: ${deskLeadUrl(deskOrigin, lead.id)}`,
    "",
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `E-mail: ${lead.email}`,
  ];
  // Every field of the lead's form under its label ("-" when left empty); an enquiry's message last, as a body.
  const message = lead.kind === "contact" ? lead.message : undefined;
  for (const field of detailFieldsOf(lead.kind)) {
    if (field.name !== "message") lines.push(`${field.label}: ${lead[field.name] || "-"}`);
  }
  if (lead.kind === "contact") lines.push("", message || "(no message)");
  else {
    lines.push(
      `Resume: ${lead.resume?.fileName ?? "-"} (${lead.resume?.size ?? 0} bytes, sha256 ${lead.resume?.sha256 ?? "-"})`,
    );
  }
  lines.push("", `Privacy notice version ${lead.noticeVersion}, consent ${indiaTime(lead.consentAt)}.`);
  return lines.join("\n");
}

type Resume = Parameters<Notifier["send"]>[1];
export interface MailSettings {
  to: string;
  from: string;
  /** Attach the résumé (off by default: the desk link reaches it, and a CV in every mailbox escapes the purge). */
  attachResume: boolean;
  deskOrigin: string;
}

/** The e-mail for one lead: every field, a link to its page in the desk, the résumé only when asked for. */
export function notificationMail(lead: Lead, resume: Resume, settings: MailSettings): SendMailOptions {
  return {
    from: settings.from,
    to: settings.to,
    // Only an address that passes the forms' rule (an older lead's may not): it cannot name a second recipient.
    ...(isEmail(lead.email) ? { replyTo: lead.email } : {}),
    subject:
      lead.kind === "contact" ? `New enquiry from ${lead.name}` : `New application: ${lead.position} — ${lead.name}`,
    text: describe(lead, settings.deskOrigin),
    // The type its bytes were checked to be, not one guessed from the name.
    attachments:
      resume && settings.attachResume
        ? [{ filename: resume.fileName, contentType: resume.type, content: Buffer.from(resume.bytes) }]
        : [],
  };
}

/** E-mail through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function smtpNotifier(smtp: { url: string } & MailSettings): Notifier {
  const transport = boundedSmtpTransport(smtp.url);
  return {
    async send(lead, resume) {
      await transport.sendMail(notificationMail(lead, resume, smtp));
    },
  };
}

/** What became of one lead's notification: sent now, failed (recorded), or another sender has it. */
export type NotifyOutcome = "sent" | "failed" | "taken";

/** The cut-off before which a claim is stale. */
export const staleBefore = (now: Date) => new Date(now.getTime() - CLAIM_STALE_MS).toISOString();

/**
 * Notify the agency of one stored lead, once: claim it first (the server after storing it, `npm run leads
 * -- notify` and a restarted server can all try the same lead; only the claimant sends), then record the
 * outcome on it. Never throws: the lead is already safe in the database, and a failure is recorded for
 * `npm run leads -- notify` to retry.
 */
export async function notifyLead(
  db: Client,
  notifier: Notifier,
  id: number,
  now: () => Date = () => new Date(),
): Promise<NotifyOutcome> {
  try {
    const at = now();
    if (!(await claimNotification(db, id, at.toISOString(), staleBefore(at)))) return "taken";
  } catch {
    return "failed";
  }
  try {
    const lead = await getLead(db, id);
    if (!lead) return "taken";
    await notifier.send(lead, lead.kind === "application" ? await getResumeBytes(db, id) : undefined);
    await recordNotification(db, id, { at: now().toISOString() });
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordNotification(db, id, { error: message.slice(0, 500) }).catch(() => {});
    return "failed";
  }
}

/**
 * Send every lead not yet notified and not being sent by another process right now. Returns how many were
 * sent and how many failed again.
 */
export async function notifyPending(
  db: Client,
  notifier: Notifier,
  now: () => Date = () => new Date(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const lead of await leadsAwaitingNotification(db, staleBefore(now()))) {
    const outcome = await notifyLead(db, notifier, lead.id, now);
    if (outcome === "sent") sent += 1;
    if (outcome === "failed") failed += 1;
  }
  return { sent, failed };
}
