// `npm run leads` — the agency reads and manages its leads from the terminal (same database as the receiver).
//   npm run leads                    recent leads, newest first, one line each
//   npm run leads -- csv FILE        every lead into a CSV file
//   npm run leads -- cv ID FILE      that application's résumé, byte for byte
//   npm run leads -- erase EMAIL     delete everything held about that person
//   npm run leads -- purge           delete what is past its retention period (receiver/retention.ts)
//   npm run leads -- notify          e-mail the leads whose notification failed or never ran
//   npm run leads -- staff …         who may open the lead desk (receiver/desk/staffCommands.ts)
import { writeFile } from "node:fs/promises";
import { site } from "@/lib/content/site";
import { configFromEnv } from "./config";
import { openDatabase } from "./db/client";
import { eraseByEmail } from "./db/erase";
import { getResumeBytes, listLeads } from "./db/leads";
import { SPAM_KEEP_DAYS } from "./db/spam";
import { leadLine, leadsCsv } from "./format";
import { ACCESS_LOG_KEEP_MONTHS, purgeCutoffs, purgeExpired } from "./retention";
import { STAFF_USAGE, staffCommand } from "./desk/staffCommands";
import { notifyPending, smtpNotifier } from "./notify";
import { visible } from "./text";

const USAGE = `usage: npm run leads [-- list [N] | csv FILE | cv ID FILE | erase EMAIL | purge | notify | ${STAFF_USAGE}]`;

async function main(args: string[]): Promise<number> {
  const config = configFromEnv();
  const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  try {
    const [command = "list", ...rest] = args;
    switch (command) {
      case "list": {
        const leads = await listLeads(db, Number(rest[0] ?? 50));
        if (!leads.length) console.log("No leads yet.");
        for (const lead of leads) console.log(leadLine(lead));
        return 0;
      }
      case "csv": {
        if (!rest[0]) break;
        const leads = await listLeads(db);
        await writeFile(rest[0], leadsCsv(leads));
        console.log(`Wrote ${leads.length} leads to ${rest[0]}.`);
        return 0;
      }
      case "cv": {
        const id = Number(rest[0]);
        if (!Number.isInteger(id) || !rest[1]) break;
        const resume = await getResumeBytes(db, id);
        if (!resume) {
          console.error(`Lead ${id} has no résumé (no such application).`);
          return 1;
        }
        await writeFile(rest[1], resume.bytes);
        console.log(
          `Wrote ${visible(resume.fileName)} (${resume.bytes.byteLength} bytes) of lead ${id} to ${rest[1]}.`,
        );
        return 0;
      }
      case "erase": {
        if (!rest[0]) break;
        const count = await eraseByEmail(db, rest[0]);
        console.log(`Erased ${count} lead${count === 1 ? "" : "s"} (with any résumé) of ${visible(rest[0])}.`);
        return 0;
      }
      case "purge": {
        const { enquiries, applications } = site.privacy.retentionMonths;
        const removed = await purgeExpired(db, purgeCutoffs(new Date()));
        console.log(
          `Purged ${removed.enquiries} enquiries older than ${enquiries} months, ${removed.applications} applications older than ${applications} months, ${removed.spam} caught as spam over ${SPAM_KEEP_DAYS} days ago and ${removed.accessLog} access log entries older than ${ACCESS_LOG_KEEP_MONTHS} months.`,
        );
        return 0;
      }
      case "notify": {
        if (!config.smtp) {
          console.error("SMTP_URL and LEADS_NOTIFY_TO are not set: nothing to send with.");
          return 1;
        }
        const { sent, failed } = await notifyPending(
          db,
          smtpNotifier({ ...config.smtp, deskOrigin: config.deskOrigin }),
        );
        console.log(`Notified ${sent} lead${sent === 1 ? "" : "s"}; ${failed} failed again (see \`npm run leads\`).`);
        return failed ? 1 : 0;
      }
      case "staff":
        return await staffCommand(db, rest, { deskOrigin: config.deskOrigin });
    }
    console.error(USAGE);
    return 2;
  } finally {
    db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
