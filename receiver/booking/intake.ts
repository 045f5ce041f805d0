import { bookingCopyIn } from "@/lib/content/booking";
import type { Locale } from "@/lib/locales";
import { formLanguage } from "@/lib/forms/language";
import { REQUEST_HOLD_HOURS } from "@/lib/booking/times";
import { emailKey } from "@/lib/forms/email";
import type { NewLead } from "../db/leads";
import type { IntakeAdapter } from "../intake/pipeline";
import { enqueueMail } from "../mail/outbox";
import { clientAddress } from "../origin";
import { checkContact } from "../submission";
import { intakeRefusal } from "./confirmation";
import type { BookingDeps } from "./deps";
import { reserveConfirmation } from "./mailJobs";
import { networkKey } from "./network";
import type { ChosenStart } from "./offered";
import { readBody, refuse } from "./requests";
import { newToken, storeBooking } from "./store";

const HOUR = 60 * 60_000;

type Slot = Extract<ChosenStart, { ok: true }>["slot"];

interface Request {
  lead: NewLead;
  slot: Slot;
  party: { emailKey: string; networkKey: string };
}

interface Stored {
  leadId: number;
  bookingId: number;
  token: string;
  expiresAt: Date;
}

/**
 * A booking request through the intake: the contact form's rules plus a time the hours offer and a party
 * neither blocked nor past its e-mails; stored as a request ('pending') with the lead, then, with mail, the
 * address's owner asked to confirm.
 */
export function bookingIntake(
  deps: BookingDeps,
  chosenStart: (value: FormDataEntryValue | null, language: Locale) => Promise<ChosenStart>,
): IntakeAdapter<Request, Stored> {
  const { db, now } = deps;
  return {
    spamKind: "contact",
    noun: "booking",
    read: readBody,
    async check(c, data, receivedAt) {
      const checked = checkContact(data, receivedAt);
      const language = formLanguage(data);
      const errors = checked.ok ? {} : { ...checked.errors };
      const slot = await chosenStart(data.get("start"), language);
      if (!slot.ok) errors.start = slot.error;
      if (!checked.ok || !slot.ok) return refuse(c, { status: 400, error: "Some details need checking.", errors });
      const address = clientAddress(deps.socketAddress?.(c), c.req.raw.headers, deps.config.trustedProxies);
      const party = { emailKey: emailKey(checked.lead.email), networkKey: await networkKey(db, address) };
      const refusal = await intakeRefusal(db, party, now());
      if (refusal === "blocked") return refuse(c, { status: 403, error: "blocked" });
      if (refusal === "emailLimit")
        return refuse(c, {
          status: 400,
          error: "Some details need checking.",
          errors: { email: bookingCopyIn(language).refusal.emailLimit },
        });
      return { lead: checked.lead, slot: slot.slot, party };
    },
    async store({ lead, slot, party }) {
      const token = newToken();
      const expiresAt = new Date(now().getTime() + REQUEST_HOLD_HOURS * HOUR);
      const request = { ...slot, tokenHash: token.hash, expiresAt, networkKey: party.networkKey };
      return { ...(await storeBooking(db, lead, request)), token: token.token, expiresAt };
    },
    leadId: (stored) => stored.leadId,
    async stored(c, _data, { bookingId, token, expiresAt }, { slot, party }) {
      // With mail, the address's owner is asked to confirm: the agency's own words, at most one such e-mail a
      // day to an address, sent by the outbox so this answer never waits on the mail server.
      let mailSent = false;
      if (deps.outbox && (await reserveConfirmation(db, party.emailKey, now()))) {
        await enqueueMail(db, bookingId, "confirm", now());
        deps.outbox.kick();
        mailSent = true;
      }
      c.header("Cache-Control", "no-store");
      const booking = {
        token,
        startsAt: slot.start.toISOString(),
        endsAt: slot.end.toISOString(),
        status: "pending",
        holdUntil: expiresAt.toISOString(),
        confirmBy: deps.outbox ? "email" : "staff",
        mailSent,
      };
      return c.json({ ok: true, booking }, 201);
    },
    spam: (c) => c.json({ ok: true }, 201),
    notStored: (c) => refuse(c, { status: 500, error: "The booking could not be stored." }),
  };
}
