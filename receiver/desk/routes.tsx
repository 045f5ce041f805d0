/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { maxLengths } from "@/lib/forms/fields";
import type { LeadKind } from "../db/leads";
import { leadsWhere } from "../db/leads";
import { leadsCsv } from "../format";
import { cleanText } from "../text";
import { readAsset } from "./assets";
import { filterWhere, inboxPage, positionsApplied, type InboxFilter } from "./db/deskLeads";
import type { DeskDeps, DeskEnv } from "./context";
import { requireStaff } from "./guard";
import { deskHeaders } from "./headers";
import { indiaDay } from "../calendar";
import { deskKit, positiveInt } from "./kit";
import { leadRoutes } from "./leadRoutes";
import { DESK_PREFIX } from "./paths";
import { InboxPage } from "./pages/inbox";
import { allStatuses } from "./statuses";
import { teamRoutes } from "./teamRoutes";
import { callRoutes } from "./callRoutes";
import { rightsDeskRoutes } from "./rightsRoutes";
import { breachRoutes } from "./breachRoutes";
import { passkeyRoutes } from "./webauthn";

export type { DeskDeps } from "./context";

/** A post's largest body: a note, or a few form fields. */
const POST_MAX_BYTES = 32 * 1024;

const KINDS = new Set<string>(["contact", "application"]);

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

/**
 * The lead desk: server-rendered pages under /desk/ for the agency's staff, signed in with passkeys. Every
 * page works without JavaScript but the passkey ceremonies. Staff are added with `npm run leads -- staff add`.
 * The inbox is here; a lead's pages (./leadRoutes.tsx) and the others (./teamRoutes.tsx) are groups of
 * their own, mounted under the desk's path after its sign-in guard.
 */
export function createDeskApp(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const { now, current, record } = deskKit(deps);
  const app = new Hono<DeskEnv>();
  const desk = `${DESK_PREFIX}/*`;

  app.use(DESK_PREFIX, deskHeaders);
  app.use(desk, deskHeaders);
  app.post(desk, bodyLimit({ maxSize: POST_MAX_BYTES }));

  // Open to anyone: the way in, and the files its pages need.
  app.get(DESK_PREFIX, (c) => c.redirect(`${DESK_PREFIX}/`, 301));
  app.get(`${DESK_PREFIX}/assets/:name`, async (c) => {
    const asset = await readAsset(c.req.param("name"));
    if (!asset) return c.text("Not found", 404);
    return c.body(new Uint8Array(asset.body), 200, { "Content-Type": asset.type });
  });
  app.route("/", passkeyRoutes(deps));

  // Everything below needs a signed-in staff member.
  app.use(desk, requireStaff(deps));

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

  app.route(`${DESK_PREFIX}/leads`, leadRoutes(deps));
  app.route(DESK_PREFIX, teamRoutes(deps));
  app.route(`${DESK_PREFIX}/calls`, callRoutes(deps));
  app.route(`${DESK_PREFIX}/rights`, rightsDeskRoutes(deps));
  app.route(`${DESK_PREFIX}/breach`, breachRoutes(deps));
  return app;
}
