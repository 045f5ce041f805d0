import type { Client } from "@libsql/client";
import type { ParsedMail } from "mailparser";
import { expect, test } from "@playwright/test";
import { loopbackSmtp, recipients } from "./booking-support";
import { SiteServer } from "./site-server";
import { databaseOf, temporaryDatabase } from "./support";

/** What a spec file reads of its site: set once its servers are up. */
export interface MailingSite {
  server: SiteServer;
  db: Client;
  url: string;
  smtp: Awaited<ReturnType<typeof loopbackSmtp>>;
  /** The e-mails the loopback server received for `address`, once at least `count` have come. */
  mailFor(address: string, count?: number): Promise<ParsedMail[]>;
}

/**
 * The site and receiver as `npm start` runs them, on a temporary database of their own, with the agency's mail
 * going to an SMTP server on loopback: started before a spec file's tests, stopped after them. `onProjectDatabase`
 * uses the project's kind of database (the embedded file, or a libSQL server), as the forms projects run each
 * spec on both. Call it at a spec file's top level; the returned object is filled in once the servers are up.
 */
export function mailingSite(options: {
  sitePort: number;
  smtpPort: number;
  origin: string;
  env?: Record<string, string>;
  onProjectDatabase?: boolean;
}): MailingSite {
  const site = {} as MailingSite;
  let remove: () => Promise<void> = async () => {};
  test.beforeAll(async ({}, testInfo) => {
    const kind = options.onProjectDatabase ? databaseOf(testInfo.project.metadata) : undefined;
    const database = await temporaryDatabase(kind);
    ({ db: site.db, url: site.url, remove } = database);
    site.smtp = await loopbackSmtp(options.smtpPort);
    site.server = new SiteServer(options.sitePort, site.url, {
      LEADS_DESK_ORIGIN: options.origin,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      LEADS_NOTIFY_TO: "team@agency.example",
      ...options.env,
    });
    await site.server.start();
  });
  test.afterAll(async () => {
    await site.server?.stop();
    await site.smtp?.close();
    await remove();
  });
  site.mailFor = async (address, count = 1) => {
    const to = () => site.smtp.received.filter((mail) => recipients(mail).includes(address));
    await expect.poll(() => to().length, { message: `${count} e-mail(s) to ${address}` }).toBeGreaterThanOrEqual(count);
    return to();
  };
  return site;
}
