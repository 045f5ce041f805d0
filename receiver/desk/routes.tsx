/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { maxLengths } from "@/lib/forms/fields";
import type { LeadKind } from "../db/leads";
import { eraseByEmail } from "../db/erase";
import { getResumeBytes, insertLead, leadsOfEmail, leadsWhere } from "../db/leads";
import { deleteSpam, getSpam, spamPage } from "../db/spam";
import { leadsCsv } from "../format";
import { nextPurgeAt, purgeCutoffs, purgePreview } from "../retention";
import { checkApplication, checkContact } from "../submission";
import { cleanText } from "../text";
import { readAsset } from "./assets";
import { accessEntries, logAccess, type DeskAction } from "./db/accessLog";
import {
  addNote,
  assign,
  deskLead,
  filterWhere,
  inboxPage,
  markRead,
  notesOf,
  PAGE_SIZE,
  positionsApplied,
  setStatus,
  type InboxFilter,
} from "./db/deskLeads";
import { deleteSession } from "./db/sessions";
import { listStaff, type Staff } from "./db/staff";
import { type DeskContext, type DeskDeps, type DeskEnv, deskRequest } from "./context";
import { clearSessionCookie, sessionCookie } from "./cookies";
import { requireStaff, SIGN_IN_PATH } from "./guard";
import { deskHeaders } from "./headers";
import { DESK_PREFIX } from "./paths";
import { AccessLogPage } from "./pages/accessLog";
import { mountDashboard } from "./dashboardRoutes";
import { InboxPage } from "./pages/inbox";
import { EraseConfirmPage, LeadPage } from "./pages/lead";
import { RetentionPage } from "./pages/retention";
import { SpamPage } from "./pages/spam";
import { Layout } from "./pages/layout";
import { allStatuses, canMove } from "./statuses";
import { passkeyRoutes } from "./webauthn";

export type { DeskDeps } from "./context";

/** A note's longest body. */
const NOTE_MAX_CHARS = 4000;
/** A post's largest body: a note, or a few form fields. */
const POST_MAX_BYTES = 32 * 1024;

const KINDS = new Set<string>(["contact", "application"]);

const positiveInt = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && /^\d{1,9}$/.test(value) && n >= 1 ? n : undefined;
};

/** A YYYY-MM-DD day that exists, else undefined. */
const day = (value: string | undefined): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

const searchText = (value: string | undefined, max: number) =>
  cleanText(value ?? "")
    .trim()
    .slice(0, max) || undefined;

function inboxFilter(query: Record<string, string>): InboxFilter {
  return {
    kind: KINDS.has(query.kind ?? "") ? (query.kind as LeadKind) : undefined,
    status: allStatuses().includes(query.status ?? "") ? query.status : undefined,
    position: searchText(query.position, maxLengths.position),
    assignee: query.assignee === "none" ? "none" : positiveInt(query.assignee),
    from: day(query.from),
    to: day(query.to),
    q: searchText(query.q, 200),
    page: positiveInt(query.page) ?? 1,
  };
}

/** "2026-11-25": today's date in India, for a download's file name. */
const indiaDay = (now: Date) => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Sanitised for a header: ASCII letters, digits, dot, dash, underscore; the full name goes in filename*. */
function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\w.-]+/g, "_")
      .replace(/^[._]+/, "") || "resume";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const MessagePage = (props: { staff?: Staff; title: string; text: string; back?: string }) => (
  <Layout title={props.title} staff={props.staff}>
    <h1>{props.title}</h1>
    <p>{props.text}</p>
    {props.back ? (
      <p>
        <a href={props.back}>Back</a>
      </p>
    ) : null}
  </Layout>
);

/**
 * The lead desk: server-rendered pages under /desk/ for the agency's staff, signed in with passkeys. Every
 * page works without JavaScript but the passkey ceremonies. Staff are added with `npm run leads -- staff add`.
 */
export function createDeskApp(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const app = new Hono<DeskEnv>();
  const now = () => deps.clock();
  const current = async () => (await listStaff(db)).filter((s) => !s.removedAt);
  const record = (c: DeskContext, action: DeskAction, leadId?: number) =>
    logAccess(db, { at: now(), staffId: c.var.staff.id, action, leadId, address: deskRequest(deps, c).address });
  const notFound = (c: DeskContext) =>
    c.html(<MessagePage staff={c.var.staff} title="No such lead" text="It may have been erased." back="/desk/" />, 404);

  app.use(DESK_PREFIX, deskHeaders);
  app.use(`${DESK_PREFIX}/*`, deskHeaders);
  app.post(`${DESK_PREFIX}/*`, bodyLimit({ maxSize: POST_MAX_BYTES }));

  // Open to anyone: the way in, and the files its pages need.
  app.get(DESK_PREFIX, (c) => c.redirect(`${DESK_PREFIX}/`, 301));
  app.get(`${DESK_PREFIX}/assets/:name`, async (c) => {
    const asset = await readAsset(c.req.param("name"));
    if (!asset) return c.text("Not found", 404);
    return c.body(new Uint8Array(asset.body), 200, { "Content-Type": asset.type });
  });
  app.route("/", passkeyRoutes(deps));

  // Everything below needs a signed-in staff member.
  app.use(`${DESK_PREFIX}/*`, requireStaff(deps));

  app.get(`${DESK_PREFIX}/`, async (c) => {
    const filter = inboxFilter(c.req.query());
    const { rows, more } = await inboxPage(db, filter);
    return c.html(
      <InboxPage
        staff={c.var.staff}
        team={await current()}
        positions={await positionsApplied(db)}
        filter={filter}
        rows={rows}
        more={more}
      />,
    );
  });

  // The inbox's current view (every page of it) as CSV, with the same formula-safe fields as the CLI's.
  app.get(`${DESK_PREFIX}/export.csv`, async (c) => {
    const { where, args } = filterWhere(inboxFilter(c.req.query()));
    const leads = await leadsWhere(db, where, args);
    await record(c, "csv");
    return c.body(leadsCsv(leads), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${indiaDay(now())}.csv"`,
    });
  });

  app.get(`${DESK_PREFIX}/leads/:id`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    await markRead(db, lead.id, now());
    await record(c, "view", lead.id);
    return c.html(
      <LeadPage staff={c.var.staff} team={await current()} lead={lead} notes={await notesOf(db, lead.id)} />,
    );
  });

  app.get(`${DESK_PREFIX}/leads/:id/cv`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const resume = id ? await getResumeBytes(db, id) : undefined;
    if (!id || !resume) return c.text("No résumé", 404);
    await record(c, "cv", id);
    return c.body(new Uint8Array(resume.bytes), 200, {
      "Content-Type": resume.type,
      "Content-Disposition": contentDisposition(resume.fileName),
      "X-Content-Type-Options": "nosniff",
    });
  });

  app.post(`${DESK_PREFIX}/leads/:id/status`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    const body = await c.req.parseBody();
    const from = String(body.from ?? "");
    const to = String(body.to ?? "");
    const back = `${DESK_PREFIX}/leads/${lead.id}`;
    if (from !== lead.status || !canMove(lead.kind, from, to) || !(await setStatus(db, lead.id, from, to))) {
      const text = `A lead that is "${lead.status}" cannot be marked "${to}" (or someone changed it just now).`;
      return c.html(<MessagePage staff={c.var.staff} title="Status not changed" text={text} back={back} />, 409);
    }
    await record(c, "status", lead.id);
    return c.redirect(back, 303);
  });

  app.post(`${DESK_PREFIX}/leads/:id/notes`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    const text = cleanText(String((await c.req.parseBody()).body ?? ""), { multiline: true }).trim();
    const back = `${DESK_PREFIX}/leads/${lead.id}`;
    if (!text || text.length > NOTE_MAX_CHARS) {
      const why = `A note needs some text, at most ${NOTE_MAX_CHARS} characters.`;
      return c.html(<MessagePage staff={c.var.staff} title="Note not added" text={why} back={back} />, 400);
    }
    await addNote(db, lead.id, c.var.staff.id, text, now());
    await record(c, "note", lead.id);
    return c.redirect(back, 303);
  });

  app.post(`${DESK_PREFIX}/leads/:id/assign`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    const value = String((await c.req.parseBody()).assignee ?? "");
    const back = `${DESK_PREFIX}/leads/${lead.id}`;
    const assignee = value ? (await current()).find((s) => String(s.id) === value) : undefined;
    if (value && !assignee) {
      const why = "That person is not on the desk's staff.";
      return c.html(<MessagePage staff={c.var.staff} title="Not assigned" text={why} back={back} />, 400);
    }
    await assign(db, lead.id, assignee?.id ?? null);
    await record(c, "assign", lead.id);
    return c.redirect(back, 303);
  });

  // A data-access request: every lead from this lead's e-mail address, with notes and CVs, as one JSON file.
  app.get(`${DESK_PREFIX}/leads/:id/export`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    const leads = await leadsOfEmail(db, lead.email);
    const export_ = {
      email: lead.email,
      exportedAt: now().toISOString(),
      leads: await Promise.all(
        leads.map(async (one) => {
          const resume = one.resume ? await getResumeBytes(db, one.id) : undefined;
          return {
            ...one,
            notes: await notesOf(db, one.id),
            resume:
              one.resume && resume ? { ...one.resume, base64: Buffer.from(resume.bytes).toString("base64") } : null,
          };
        }),
      ),
    };
    await record(c, "export", lead.id);
    return c.body(JSON.stringify(export_, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-lead-${lead.id}.json"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  app.get(`${DESK_PREFIX}/leads/:id/erase`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    const leadCount = (await leadsOfEmail(db, lead.email)).length;
    return c.html(<EraseConfirmPage staff={c.var.staff} lead={lead} leadCount={leadCount} />);
  });

  app.post(`${DESK_PREFIX}/leads/:id/erase`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const lead = id ? await deskLead(db, id) : undefined;
    if (!lead) return notFound(c);
    const erased = await eraseByEmail(db, lead.email);
    // The log keeps the lead's number only: nothing of the person survives the erasure.
    await record(c, "erase", lead.id);
    const text = `${erased === 1 ? "One lead" : `${erased} leads`}, with CVs, notes and spam from that address, deleted.`;
    return c.html(<MessagePage staff={c.var.staff} title="Erased" text={text} back="/desk/" />);
  });

  app.get(`${DESK_PREFIX}/spam`, async (c) => {
    const page = positiveInt(c.req.query("page")) ?? 1;
    const entries = await spamPage(db, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
    return c.html(
      <SpamPage
        staff={c.var.staff}
        entries={entries.slice(0, PAGE_SIZE)}
        page={page}
        more={entries.length > PAGE_SIZE}
      />,
    );
  });

  // "Not spam": checked like a fresh submission (but for the CV, which the tray never keeps), then stored.
  app.post(`${DESK_PREFIX}/spam/:id/not-spam`, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const spam = id ? await getSpam(db, id) : undefined;
    if (!spam) {
      const text = "It may have been moved already, or purged.";
      return c.html(<MessagePage staff={c.var.staff} title="No such spam" text={text} back="/desk/spam" />, 404);
    }
    const data = new FormData();
    for (const [name, value] of Object.entries(spam.fields)) data.set(name, value);
    const checked =
      spam.kind === "contact"
        ? checkContact(data, spam.receivedAt)
        : await checkApplication(data, spam.receivedAt, { resume: "not-kept" });
    if (!checked.ok) {
      const text = `It cannot go to the inbox as sent: ${Object.values(checked.errors).join("; ")}.`;
      return c.html(<MessagePage staff={c.var.staff} title="Not moved" text={text} back="/desk/spam" />, 400);
    }
    const leadId = await insertLead(db, checked.lead);
    await deleteSpam(db, spam.id);
    await record(c, "not-spam", leadId);
    return c.redirect(`${DESK_PREFIX}/leads/${leadId}`, 303);
  });

  app.get(`${DESK_PREFIX}/retention`, async (c) => {
    const nextRun = nextPurgeAt(now());
    const cutoffs = purgeCutoffs(nextRun);
    return c.html(
      <RetentionPage
        staff={c.var.staff}
        nextRun={nextRun}
        cutoffs={cutoffs}
        counts={await purgePreview(db, cutoffs)}
      />,
    );
  });
  mountDashboard(app, db, now);

  app.get(`${DESK_PREFIX}/access-log`, async (c) => {
    const page = positiveInt(c.req.query("page")) ?? 1;
    const entries = await accessEntries(db, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
    return c.html(
      <AccessLogPage
        staff={c.var.staff}
        entries={entries.slice(0, PAGE_SIZE)}
        page={page}
        more={entries.length > PAGE_SIZE}
      />,
    );
  });

  app.post(`${DESK_PREFIX}/sign-out`, async (c) => {
    await record(c, "sign-out");
    await deleteSession(db, sessionCookie(c)!);
    clearSessionCookie(c);
    return c.redirect(SIGN_IN_PATH, 303);
  });

  return app;
}
