/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { eraseByEmail } from "../db/erase";
import { getResumeBytes, leadsOfEmail } from "../db/leads";
import { cleanText } from "../text";
import { addNote, assign, deskLead, markRead, notesOf, setStatus } from "./db/deskLeads";
import type { DeskContext, DeskDeps, DeskEnv } from "./context";
import { deskKit, MessagePage, positiveInt } from "./kit";
import { DESK_PREFIX } from "./paths";
import { EraseConfirmPage, LeadPage } from "./pages/lead";
import { personalDataStream } from "./personalData";
import { canMove } from "./statuses";
import { bookingsOfLead } from "../booking/store";

// /desk/leads/:id and what staff do from it: read it, its CV, move its status, note, assign, and answer the
// person's requests (export everything held about them, erase it).

/** A note's longest body. */
const NOTE_MAX_CHARS = 4000;

/** Sanitised for a header: ASCII letters, digits, dot, dash, underscore; the full name goes in filename*. */
function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\w.-]+/g, "_")
      .replace(/^[._]+/, "") || "resume";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The routes under /desk/leads/, behind the desk's sign-in. */
export function leadRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const { now, current, record, notFound } = deskKit(deps);
  const app = new Hono<DeskEnv>();
  const page = (id: number) => `${DESK_PREFIX}/leads/${id}`;
  const leadOf = async (c: DeskContext) => {
    const id = positiveInt(c.req.param("id"));
    return id ? await deskLead(db, id) : undefined;
  };

  app.get("/:id", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    await markRead(db, lead.id, now());
    await record(c, "view", lead.id);
    return c.html(
      <LeadPage
        staff={c.var.staff}
        team={await current()}
        lead={lead}
        notes={await notesOf(db, lead.id)}
        calls={await bookingsOfLead(db, lead.id)}
      />,
    );
  });

  app.get("/:id/cv", async (c) => {
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

  app.post("/:id/status", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    const body = await c.req.parseBody();
    const from = String(body.from ?? "");
    const to = String(body.to ?? "");
    if (from !== lead.status || !canMove(lead.kind, from, to) || !(await setStatus(db, lead.id, from, to))) {
      const text = `A lead that is "${lead.status}" cannot be marked "${to}" (or someone changed it just now).`;
      return c.html(
        <MessagePage staff={c.var.staff} title="Status not changed" text={text} back={page(lead.id)} />,
        409,
      );
    }
    await record(c, "status", lead.id);
    return c.redirect(page(lead.id), 303);
  });

  app.post("/:id/notes", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    const text = cleanText(String((await c.req.parseBody()).body ?? ""), { multiline: true }).trim();
    if (!text || text.length > NOTE_MAX_CHARS) {
      const why = `A note needs some text, at most ${NOTE_MAX_CHARS} characters.`;
      return c.html(<MessagePage staff={c.var.staff} title="Note not added" text={why} back={page(lead.id)} />, 400);
    }
    await addNote(db, lead.id, c.var.staff.id, text, now());
    await record(c, "note", lead.id);
    return c.redirect(page(lead.id), 303);
  });

  app.post("/:id/assign", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    const value = String((await c.req.parseBody()).assignee ?? "");
    const assignee = value ? (await current()).find((s) => String(s.id) === value) : undefined;
    if (value && !assignee) {
      const why = "That person is not on the desk's staff.";
      return c.html(<MessagePage staff={c.var.staff} title="Not assigned" text={why} back={page(lead.id)} />, 400);
    }
    await assign(db, lead.id, assignee?.id ?? null);
    await record(c, "assign", lead.id);
    return c.redirect(page(lead.id), 303);
  });

  // A data-access request: every lead from this lead's address (any spelling), with notes and CVs, and what
  // the spam tray holds from it, as one JSON file streamed a lead at a time.
  app.get("/:id/export", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    await record(c, "export", lead.id);
    return c.body(personalDataStream(db, lead.email, now()), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-lead-${lead.id}.json"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  app.get("/:id/erase", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    const leadCount = (await leadsOfEmail(db, lead.email)).length;
    return c.html(<EraseConfirmPage staff={c.var.staff} lead={lead} leadCount={leadCount} />);
  });

  app.post("/:id/erase", async (c) => {
    const lead = await leadOf(c);
    if (!lead) return notFound(c);
    const erased = await eraseByEmail(db, lead.email);
    // The log keeps the lead's number only: nothing of the person survives the erasure.
    await record(c, "erase", lead.id);
    const text = `${erased === 1 ? "One lead" : `${erased} leads`}, with CVs, notes and spam from that address, deleted.`;
    return c.html(<MessagePage staff={c.var.staff} title="Erased" text={text} back="/desk/" />);
  });

  return app;
}
