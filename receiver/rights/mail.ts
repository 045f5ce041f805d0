import type { Client } from "@libsql/client";
import { localeInfo, type Locale } from "@/lib/locales";
import { pagePaths } from "@/lib/paths";
import { RIGHTS_FRAGMENT } from "@/lib/rights";
import { site } from "@/lib/content/site";
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import { isEmail } from "@/lib/forms/email";
import { fill } from "@/lib/template";
import { newToken } from "../booking/store";
import type { OutboxQueue } from "../mail/outbox";
import { rightsRequestById, setTokenHash, type RightsRequest } from "./store";
import { withdrawLink } from "./withdraw";
import { boundedSmtpTransport } from "../mail/transport";

/**
 * The e-mails about a rights request. `confirm` asks the address's owner to confirm: the agency's fixed words in
 * the request's language, its kind and the link, nothing the sender typed. `reply` carries staff's answer, only
 * to an address its owner confirmed. `remind` tells staff a case falls due.
 */
export interface RightsMailer {
  confirm(request: RightsRequest, link: string, withdraw: string): Promise<void>;
  reply(request: RightsRequest, link: string, withdraw: string): Promise<void>;
  remind(request: RightsRequest, deskLink: string): Promise<void>;
}

/** The privacy page in the request's language, opening the request its token names. */
export const rightsLink = (origin: string, language: Locale, token: string) =>
  `${origin}${localeInfo[language].prefix}${pagePaths.privacy}#${RIGHTS_FRAGMENT}${token}`;

export function smtpRightsMailer(smtp: { url: string; to: string }): RightsMailer {
  const from = { name: site.name, address: site.email };
  const transport = boundedSmtpTransport(smtp.url);
  const recipient = (request: RightsRequest) => {
    if (!isEmail(request.email)) throw new Error("the request's address fails the e-mail rule");
    return request.email;
  };
  const values = (request: RightsRequest) => {
    const words = rightsRequestIn(request.language);
    return { words, agency: site.name, officer: site.privacy.officer.email, kind: words.kinds[request.kind] };
  };
  return {
    async confirm(request, link, withdraw) {
      const { words, ...rest } = values(request);
      await transport.sendMail({
        from,
        to: recipient(request),
        subject: fill(words.mail.confirmSubject, rest),
        text: `${fill(words.mail.confirmText, { ...rest, link })}\n\n${fill(words.mail.withdrawLine, { withdraw })}`,
      });
    },
    async reply(request, link, withdraw) {
      const { words, ...rest } = values(request);
      const text = `${fill(words.mail.replyText, { ...rest, link })}\n\n${fill(words.mail.withdrawLine, { withdraw })}`;
      await transport.sendMail({
        from,
        to: recipient(request),
        subject: fill(words.mail.replySubject, rest),
        // Staff's own words, put in last so nothing in them is read as a placeholder.
        text: text.replace("{reply}", () => request.reply ?? ""),
      });
    },
    async remind(request, deskLink) {
      await transport.sendMail({
        from,
        to: smtp.to,
        subject: `Rights request ${request.id} (${request.kind}) is due on ${request.dueAt.slice(0, 10)}`,
        text: `A ${request.kind} request confirmed by its sender must be answered by ${request.dueAt.slice(0, 10)}.\n\n${deskLink}`,
      });
    },
  };
}

/**
 * What the outbox sends for a rights request. A confirmation gets a fresh token (only its hash is kept) so the
 * link works from the e-mail alone; a reply goes only to a confirmed address, and gets a fresh token too.
 */
export function rightsMailQueue(db: Client, mailer: RightsMailer, origin: string): OutboxQueue {
  return {
    table: "rights_mail",
    ref: "request_id",
    async send(kind, id) {
      const request = await rightsRequestById(db, id);
      if (!request) return "skipped";
      if (kind === "reminder") {
        if (request.status !== "open") return "skipped";
        await mailer.remind(request, `${origin}/desk/rights/${id}`);
        return "sent";
      }
      if (kind === "confirm" ? request.status !== "unconfirmed" : !request.confirmedAt) return "skipped";
      const { token, hash } = newToken();
      await setTokenHash(db, id, hash);
      const link = rightsLink(origin, request.language, token);
      const withdraw = await withdrawLink(db, origin, request.email, request.language, new Date());
      await (kind === "confirm" ? mailer.confirm(request, link, withdraw) : mailer.reply(request, link, withdraw));
      return "sent";
    },
  };
}

export async function enqueueRightsMail(
  db: Client,
  requestId: number,
  kind: "confirm" | "reply" | "reminder",
  now: Date,
): Promise<void> {
  await db.execute({
    sql: "INSERT INTO rights_mail (request_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
    args: [requestId, kind, now.toISOString(), now.toISOString()],
  });
}
