/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { indiaTime } from "@/lib/indiaTime";
import { eraseByEmail } from "../db/erase";
import { failedRightsMails, retryRightsMail } from "../rights/failedMail";
import { enqueueRightsMail } from "../rights/mail";
import {
  addRightsNote,
  closeRightsCase,
  confirmRightsRequest,
  replyMailedAt,
  rightsCases,
  rightsRequestById,
  unconfirmedRequests,
} from "../rights/store";
import { cleanText } from "../text";
import type { DeskContext, DeskDeps, DeskEnv } from "./context";
import { deskKit, MessagePage, positiveInt } from "./kit";
import { RightsCasePage, RightsListPage } from "./pages/rights";
import { personalDataStream } from "./personalData";

/** A note's or a reply's longest text. */
const TEXT_MAX_CHARS = 4000;

/** /desk/rights and a case's actions, behind the desk's sign-in. */
export function rightsDeskRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const { now, record } = deskKit(deps);
  const app = new Hono<DeskEnv>();
  const page = (id: number) => `/desk/rights/${id}`;
  const caseOf = async (c: DeskContext) => {
    const id = positiveInt(c.req.param("id"));
    return id ? await rightsRequestById(db, id) : undefined;
  };
  const missing = (c: DeskContext) =>
    c.html(
      <MessagePage staff={c.var.staff} title="No such request" text="It may have been erased." back="/desk/rights" />,
      404,
    );
  const refused = (c: DeskContext, id: number, title: string, text: string) =>
    c.html(<MessagePage staff={c.var.staff} title={title} text={text} back={page(id)} />, 400);
  const textOf = async (c: DeskContext, name: string) =>
    cleanText(String((await c.req.parseBody())[name] ?? ""), { multiline: true }).trim();

  app.get("/", async (c) =>
    c.html(
      <RightsListPage
        staff={c.var.staff}
        cases={await rightsCases(db)}
        waiting={await unconfirmedRequests(db)}
        failed={await failedRightsMails(db)}
      />,
    ),
  );

  app.post("/mail/:id/retry", async (c) => {
    const id = positiveInt(c.req.param("id"));
    if (id) await retryRightsMail(db, id, now());
    deps.outbox?.kick();
    return c.redirect("/desk/rights", 303);
  });

  app.get("/:id", async (c) => {
    const request = await caseOf(c);
    if (!request) return missing(c);
    await record(c, "view");
    return c.html(
      <RightsCasePage staff={c.var.staff} request={request} replyMailedAt={await replyMailedAt(db, request.id)} />,
    );
  });

  app.post("/:id/confirm", async (c) => {
    const request = await caseOf(c);
    if (!request) return missing(c);
    await confirmRightsRequest(db, request.id, now());
    await record(c, "status");
    return c.redirect(page(request.id), 303);
  });

  app.post("/:id/notes", async (c) => {
    const request = await caseOf(c);
    if (!request) return missing(c);
    const text = await textOf(c, "body");
    if (!text || text.length > TEXT_MAX_CHARS)
      return refused(c, request.id, "Note not added", `A note needs some text, at most ${TEXT_MAX_CHARS} characters.`);
    await addRightsNote(db, request.id, `${c.var.staff.name}, ${indiaTime(now().toISOString())}: ${text}`);
    await record(c, "note");
    return c.redirect(page(request.id), 303);
  });

  // The reply is kept with the case and e-mailed to the confirmed address by the outbox, never waited on here.
  app.post("/:id/close", async (c) => {
    const request = await caseOf(c);
    if (!request) return missing(c);
    const reply = await textOf(c, "reply");
    if (!reply || reply.length > TEXT_MAX_CHARS)
      return refused(c, request.id, "Not closed", `A reply needs some text, at most ${TEXT_MAX_CHARS} characters.`);
    if (!(await closeRightsCase(db, request.id, reply, now())))
      return refused(c, request.id, "Not closed", "Only an open case can be closed (someone may have just closed it).");
    if (deps.outbox) {
      await enqueueRightsMail(db, request.id, "reply", now());
      deps.outbox.kick();
    }
    await record(c, "status");
    return c.redirect(page(request.id), 303);
  });

  app.get("/:id/export", async (c) => {
    const request = await caseOf(c);
    if (!request || request.status === "unconfirmed") return missing(c);
    await record(c, "export");
    return c.body(personalDataStream(db, request.email, now()), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-request-${request.id}.json"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  app.post("/:id/erase", async (c) => {
    const request = await caseOf(c);
    if (!request || request.status === "unconfirmed") return missing(c);
    const erased = await eraseByEmail(db, request.email);
    await record(c, "erase");
    const text = `Everything held about that address (${erased === 1 ? "one lead" : `${erased} leads`}, its requests and spam) deleted.`;
    return c.html(<MessagePage staff={c.var.staff} title="Erased" text={text} back="/desk/rights" />);
  });

  return app;
}
