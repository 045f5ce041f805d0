import type { Client } from "@libsql/client";
import nodemailer from "nodemailer";
import { getLead, getResumeBytes, leadsAwaitingNotification, recordNotification, type Lead } from "./db/leads";

/** Sends one lead to the agency. Throws when it could not. */
export interface Notifier {
  send(lead: Lead, resume?: { fileName: string; type: string; bytes: Uint8Array }): Promise<void>;
}

function describe(lead: Lead): string {
  const lines = [
    `${lead.kind === "contact" ? "Enquiry" : "Job application"} #${lead.id}, received ${lead.receivedAt}`,
    "",
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `E-mail: ${lead.email}`,
  ];
  if (lead.kind === "contact") lines.push("", lead.message || "(no message)");
  else {
    lines.push(
      `Position: ${lead.position ?? ""}`,
      `Experience: ${lead.experience ?? ""} years`,
      `GitHub: ${lead.github || "-"}`,
      `LinkedIn: ${lead.linkedin || "-"}`,
      `Current salary: ${lead.currentSalary || "-"}`,
      `Expected salary: ${lead.expectedSalary || "-"}`,
      `Resume: ${lead.resume?.fileName ?? "-"} (${lead.resume?.size ?? 0} bytes, sha256 ${lead.resume?.sha256 ?? "-"})`,
    );
  }
  lines.push("", `Privacy notice version ${lead.noticeVersion}, consent ${lead.consentAt}.`);
  return lines.join("\n");
}

/** E-mail through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com), the résumé attached. */
export function smtpNotifier(smtp: { url: string; to: string; from: string }): Notifier {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(lead, resume) {
      await transport.sendMail({
        from: smtp.from,
        to: smtp.to,
        replyTo: lead.email,
        subject:
          lead.kind === "contact"
            ? `New enquiry from ${lead.name}`
            : `New application: ${lead.position} — ${lead.name}`,
        text: describe(lead),
        // The type its bytes were checked to be, not one guessed from the name.
        attachments: resume
          ? [{ filename: resume.fileName, contentType: resume.type, content: Buffer.from(resume.bytes) }]
          : [],
      });
    },
  };
}

/**
 * Notify the agency of one stored lead and record the outcome on it. Never throws: the lead is already
 * safe in the database, and a failure is recorded for `npm run leads -- notify` to retry.
 */
export async function notifyLead(
  db: Client,
  notifier: Notifier,
  id: number,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  try {
    const lead = await getLead(db, id);
    if (!lead) return false;
    await notifier.send(lead, lead.kind === "application" ? await getResumeBytes(db, id) : undefined);
    await recordNotification(db, id, { at: now().toISOString() });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordNotification(db, id, { error: message.slice(0, 500) }).catch(() => {});
    return false;
  }
}

/** Retry every lead not yet notified. Returns how many were sent and how many failed again. */
export async function notifyPending(
  db: Client,
  notifier: Notifier,
  now?: () => Date,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const lead of await leadsAwaitingNotification(db)) {
    if (await notifyLead(db, notifier, lead.id, now)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
