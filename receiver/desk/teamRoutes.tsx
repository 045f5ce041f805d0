/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { insertLead } from "../db/leads";
import { deleteSpam, getSpam, spamPage } from "../db/spam";
import { nextPurgeAt, purgeCutoffs, purgePreview } from "../retention";
import { checkApplication, checkContact } from "../submission";
import { accessEntries } from "./db/accessLog";
import { PAGE_SIZE } from "./db/deskLeads";
import { deleteSession } from "./db/sessions";
import type { DeskDeps, DeskEnv } from "./context";
import { clearSessionCookie, sessionCookie } from "./cookies";
import { mountDashboard } from "./dashboardRoutes";
import { SIGN_IN_PATH } from "./guard";
import { deskKit, MessagePage, positiveInt } from "./kit";
import { DESK_PREFIX } from "./paths";
import { AccessLogPage } from "./pages/accessLog";
import { RetentionPage } from "./pages/retention";
import { SpamPage } from "./pages/spam";

// The desk's pages beside the leads, under /desk/: the spam tray, the retention view, the dashboard, the
// access log, and signing out.

export function teamRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const { now, record } = deskKit(deps);
  const app = new Hono<DeskEnv>();

  app.get("/spam", async (c) => {
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
  app.post("/spam/:id/not-spam", async (c) => {
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

  app.get("/retention", async (c) => {
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

  app.get("/access-log", async (c) => {
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

  app.post("/sign-out", async (c) => {
    await record(c, "sign-out");
    await deleteSession(db, sessionCookie(c)!);
    clearSessionCookie(c);
    return c.redirect(SIGN_IN_PATH, 303);
  });

  return app;
}
