import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { FORM_OUTCOME_BASE } from "@/lib/paths";
import { localeInfo, localeOfPath, type Locale } from "@/lib/locales";
import { formLanguage } from "@/lib/forms/language";
import { RESUME_MAX_BYTES } from "@/lib/forms/limits";
import { messages } from "@/lib/forms/rules";
import type { ReceiverConfig } from "../config";
import type { LeadKind, NewLead, NewResume } from "../db/leads";
import type { LeadWriter } from "../db/writer";
import { readMultipart, type MultipartLimits } from "../multipart";
import { notifyLead, type Notifier } from "../notify";
import { clientAddress, isTrustedProxy, limitKey, originAllowed } from "../origin";
import { SharedLimit } from "../sharedLimit";
import { checkApplication, checkContact } from "../submission";
import { intake, type IntakeAdapter, type IntakeDeps } from "./pipeline";

// The contact form and the job application: the site's own forms, answered as JSON for their script, or with
// a redirect to an outcome page for a plain HTML post.

export interface FormRoutesDeps extends IntakeDeps {
  config: Pick<ReceiverConfig, "rateLimit" | "allowedOrigins" | "trustedProxies">;
  notifier?: Notifier;
  /** Shared with the collector, whose events wait while leads are being written. */
  writer: LeadWriter;
  socketAddress?: (c: Context) => string | undefined;
}

/** Room for the text fields and multipart framing on top of the largest résumé. */
const FRAMING_BYTES = 64 * 1024;
const BODY_LIMITS: Record<LeadKind, number> = { contact: FRAMING_BYTES, application: RESUME_MAX_BYTES + FRAMING_BYTES };
/** Each form has at most a dozen fields: 32 parts is room for them and refuses a body of thousands. */
const MULTIPART_LIMITS: MultipartLimits = {
  parts: 32,
  fieldBytes: 32 * 1024,
  fileBytes: RESUME_MAX_BYTES,
  fileField: "resume",
  multiline: new Set(["message"]),
};

/** A success carries nothing more than "ok", so a caught bot (and a competitor counting ids) learns nothing. */
type Outcome =
  | { status: 201 }
  | { status: 400 | 403 | 413 | 415 | 429 | 500 | 503; errors?: Record<string, string>; error?: string };

/** The language of the page a form was posted from, by its address (English when the browser sent none). */
function refererLanguage(c: Context): Locale {
  try {
    return localeOfPath(new URL(c.req.header("referer") ?? "").pathname);
  } catch {
    return "en";
  }
}

/** Where a plain HTML form post (no JavaScript) is sent after each outcome: a static page of the site. */
function outcomePage(kind: LeadKind, outcome: Outcome): string {
  if (outcome.status === 201) return kind === "contact" ? "message-received" : "application-received";
  if (outcome.status === 413) return "resume-too-large";
  if (outcome.status === 415) return "resume-type";
  if (outcome.status === 429) return "too-many";
  if (outcome.status === 400 && outcome.errors?.consent && Object.keys(outcome.errors).length === 1)
    return "consent-missing";
  if (outcome.status === 400) return "check-details";
  return "not-sent";
}

/**
 * POST /contact and /application (under the lead inbox's prefix) take exactly the multipart fields the forms
 * send. JSON answers for the forms' fetch (Accept: application/json): 201 with the "ok", or 4xx with per-field
 * errors. A plain HTML form post gets a 303 to a page of the site.
 */
export function formRoutes(deps: FormRoutesDeps): Hono {
  const { config, now } = deps;
  // Kept in the database: every receiver in front of it counts against the same limit.
  const { max, windowMs } = config.rateLimit;
  const limiter = new SharedLimit(deps.db, "submissions", max, windowMs, () => now().getTime());
  const app = new Hono();

  function answer(c: Context, kind: LeadKind, outcome: Outcome, retryAfter?: number, language?: Locale): Response {
    const origin = c.req.header("origin");
    if (origin && config.allowedOrigins.includes(origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Vary", "Origin");
    }
    if (retryAfter) c.header("Retry-After", String(retryAfter));
    c.header("Cache-Control", "no-store");
    if ((c.req.header("accept") ?? "").includes("application/json")) {
      const { status, ...body } = outcome;
      return c.json({ ok: status === 201, ...body }, status);
    }
    // The outcome page in the form's language: the one it sent, or before its body is read, its page's address.
    const prefix = localeInfo[language ?? refererLanguage(c)].prefix;
    return c.redirect(`${prefix}${FORM_OUTCOME_BASE}/${outcomePage(kind, outcome)}`, 303);
  }

  // Cheap refusals first, before a byte of the body is read.
  const guard =
    (kind: LeadKind): MiddlewareHandler =>
    async (c, next) => {
      const socket = deps.socketAddress?.(c);
      if (!originAllowed(c.req.raw.headers, config.allowedOrigins, isTrustedProxy(socket, config.trustedProxies))) {
        return answer(c, kind, { status: 403, error: "Submissions are accepted from this site only." });
      }
      const address = clientAddress(socket, c.req.raw.headers, config.trustedProxies);
      // A database that cannot count cannot store either: the store's own error answers, not the limit's.
      const wait = await limiter.take(limitKey(address)).catch(() => undefined);
      if (wait !== undefined)
        return answer(c, kind, { status: 429, error: "Too many submissions; try again later." }, wait);
      if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
        return answer(c, kind, { status: 415, error: "Send the form as multipart/form-data." });
      }
      await next();
    };

  for (const kind of ["contact", "application"] as const) {
    app.post(
      `/${kind}`,
      guard(kind),
      // The limit holds while the body streams in: past it, 413 at once and the rest is never read.
      bodyLimit({
        maxSize: BODY_LIMITS[kind],
        onError: (c) =>
          answer(c, kind, {
            status: 413,
            errors: kind === "application" ? { resume: messages.resumeSize } : undefined,
            error: "The submission is too large.",
          }),
      }),
      intake(deps, formAdapter(kind, deps, answer)),
    );
  }
  return app;
}

type Answer = (c: Context, kind: LeadKind, outcome: Outcome, retryAfter?: number, language?: Locale) => Response;

/** The forms' adapter: the shared rules, the group-committing writer, and the agency's e-mail after the write. */
function formAdapter(
  kind: LeadKind,
  deps: FormRoutesDeps,
  answer: Answer,
): IntakeAdapter<{ lead: NewLead; resume?: NewResume }, number> {
  const { db, notifier, now, log } = deps;
  const inLanguage = (c: Context, data: FormData, outcome: Outcome) =>
    answer(c, kind, outcome, undefined, formLanguage(data));
  return {
    spamKind: kind,
    noun: "submission",
    async read(c) {
      const body = await readMultipart(c.req.raw, MULTIPART_LIMITS);
      if (body.ok) return body.data;
      const errors = body.tooLargeFile ? { resume: messages.resumeSize } : undefined;
      return answer(c, kind, { status: body.status, errors, error: body.error });
    },
    async check(c, data, receivedAt) {
      const checked = kind === "contact" ? checkContact(data, receivedAt) : await checkApplication(data, receivedAt);
      if (checked.ok) return { lead: checked.lead, resume: checked.resume };
      return inLanguage(c, data, { status: checked.status, errors: checked.errors });
    },
    store: ({ lead, resume }) => deps.writer.insert(lead, resume),
    leadId: (id) => id,
    async follow(id) {
      if (!notifier) return;
      const outcome = await notifyLead(db, notifier, id, now);
      if (outcome === "failed") log.warn({ leadId: id }, "e-mail not sent; `npm run leads -- notify` retries it");
    },
    stored: (c, data) => inLanguage(c, data, { status: 201 }),
    spam: (c, data) => inLanguage(c, data, { status: 201 }),
    notStored: (c, data, why) =>
      inLanguage(
        c,
        data,
        why === "late"
          ? { status: 503, error: "The submission could not be stored in time." }
          : { status: 500, error: "The submission could not be stored." },
      ),
  };
}
