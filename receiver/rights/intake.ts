import type { Context } from "hono";
import { RIGHTS_DETAILS_MAX, RIGHTS_KINDS, type RightsKind } from "@/lib/rights";
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import { isEmail } from "@/lib/forms/email";
import { formLanguage } from "@/lib/forms/language";
import { NOTICE_VERSION_MAX } from "@/lib/forms/limits";
import type { BookingDeps } from "../booking/deps";
import { reserveConfirmation } from "../booking/mailJobs";
import { refuse } from "../booking/requests";
import type { IntakeAdapter } from "../intake/pipeline";
import { readMultipart } from "../multipart";
import { enqueueRightsMail } from "./mail";
import { storeRightsRequest, type NewRightsRequest } from "./store";

const NAME_MAX = 100;
const LIMITS = { parts: 16, fieldBytes: 16 * 1024, fileBytes: 0, fileField: "", multiline: new Set(["details"]) };

/** A post's fields, or the refusal to answer with. */
async function readBody(c: Context): Promise<FormData | Response> {
  const body = await readMultipart(c.req.raw, LIMITS);
  return body.ok ? body.data : refuse(c, { status: body.status, error: body.error });
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The request's fields checked: the request to store, or each wrong field's message. */
export function checkRightsRequest(
  data: FormData,
  receivedAt: string,
): { ok: true; request: NewRightsRequest } | { ok: false; errors: Record<string, string> } {
  const words = rightsRequestIn("en").errors;
  const errors: Record<string, string> = {};
  const kind = text(data, "kind");
  const name = text(data, "name");
  const email = text(data, "email");
  const details = text(data, "details");
  const noticeVersion = text(data, "noticeVersion");
  if (!(RIGHTS_KINDS as readonly string[]).includes(kind)) errors.kind = words.kind;
  if (!name || name.length > NAME_MAX) errors.name = words.name;
  if (!isEmail(email)) errors.email = words.email;
  if (details.length > RIGHTS_DETAILS_MAX) errors.details = words.details;
  if (!noticeVersion || noticeVersion.length > NOTICE_VERSION_MAX)
    errors.noticeVersion = "The privacy notice version is missing";
  if (Object.keys(errors).length) return { ok: false, errors };
  const language = formLanguage(data);
  const request = { kind: kind as RightsKind, name, email, language, noticeVersion, receivedAt };
  return { ok: true, request: details ? { ...request, details } : request };
}

/**
 * A rights request through the intake: stored as 'unconfirmed' before anything else, then, with mail, the
 * address's owner asked to confirm (at most one such e-mail a day to a mailbox, shared with booking's). The
 * answer says which: an e-mail went, one went today already, or staff confirm by another channel.
 */
export function rightsIntake(deps: BookingDeps): IntakeAdapter<NewRightsRequest, number> {
  const { db, now } = deps;
  return {
    spamKind: "contact",
    noun: "rights request",
    read: readBody,
    async check(c, data, receivedAt) {
      const checked = checkRightsRequest(data, receivedAt);
      if (!checked.ok) return refuse(c, { status: 400, error: "Some details need checking.", errors: checked.errors });
      return checked.request;
    },
    store: (request) => storeRightsRequest(db, request),
    leadId: (id) => id,
    async stored(c, _data, id, request) {
      let confirmBy: "email" | "sentToday" | "staff" = "staff";
      if (deps.outbox) {
        confirmBy = "sentToday";
        if (await reserveConfirmation(db, request.email, now())) {
          await enqueueRightsMail(db, id, "confirm", now());
          deps.outbox.kick();
          confirmBy = "email";
        }
      }
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true, confirmBy }, 201);
    },
    spam: (c) => c.json({ ok: true, confirmBy: deps.outbox ? "email" : "staff" }, 201),
    notStored: (c) => refuse(c, { status: 500, error: "The request could not be stored." }),
  };
}
