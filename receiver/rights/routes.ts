import { Hono, type Context } from "hono";
import { RIGHTS_API } from "@/lib/rights";
import type { BookingDeps } from "../booking/deps";
import { readBody, postGuard, refuse } from "../booking/requests";
import { intake } from "../intake/pipeline";
import { rightsIntake } from "./intake";
import { withdrawByToken } from "./withdraw";
import { confirmRightsRequest, rightsRequestByToken, type RightsRequest } from "./store";

/** Where the receiver takes rights requests: under the lead inbox's prefix, which every host sends to it. */
export const RIGHTS_PREFIX = RIGHTS_API;

/** What the person sees of their request: its state, never what they or anyone else wrote but staff's answer. */
const view = (request: RightsRequest) => ({
  kind: request.kind,
  status: request.status,
  receivedAt: request.receivedAt,
  dueAt: request.dueAt,
  closedAt: request.closedAt ?? null,
  reply: request.status === "closed" ? (request.reply ?? null) : null,
});

/**
 * A person's requests about their data: filing one (a lead kind of its own through the intake), and the
 * mailbox link's two posts, each with its token in the body (never in an address, so never in a log):
 * confirm, which makes the request a case, and status, which shows how it stands; and any e-mail's withdraw
 * link's post, which erases everything about its address.
 */
export function rightsRoutes(deps: BookingDeps): Hono {
  const { db, now } = deps;
  const app = new Hono();
  const words = { limit: "rights", plural: "Requests", one: "request" };
  for (const check of postGuard(deps, words)) app.post("*", check);

  app.post("/", intake(deps, rightsIntake(deps)));

  async function opened(c: Context) {
    const data = await readBody(c);
    if (data instanceof Response) return data;
    const request = await rightsRequestByToken(db, data.get("token"));
    c.header("Cache-Control", "no-store");
    return request ?? refuse(c, { status: 404, error: "No such request." });
  }

  // The page the mailbox link opens posts here when its visitor presses the button (mail scanners only open links).
  app.post("/confirm", async (c) => {
    const request = await opened(c);
    if (request instanceof Response) return request;
    if (request.status === "unconfirmed") await confirmRightsRequest(db, request.id, now());
    const status = request.status === "unconfirmed" ? "open" : request.status;
    return c.json({ ok: true, request: view({ ...request, status }) });
  });

  // An e-mail's withdraw link's page posts here: everything about its address is erased, at once.
  app.post("/withdraw", async (c) => {
    const data = await readBody(c);
    if (data instanceof Response) return data;
    c.header("Cache-Control", "no-store");
    if (!(await withdrawByToken(db, data.get("token"), now())))
      return refuse(c, { status: 404, error: "No such link." });
    return c.json({ ok: true });
  });

  app.post("/status", async (c) => {
    const request = await opened(c);
    if (request instanceof Response) return request;
    return c.json({ ok: true, request: view(request) });
  });

  return app;
}
