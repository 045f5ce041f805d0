/** @jsxImportSource hono/jsx */
import { Hono } from "hono";
import { addDays, startOfIndiaDay } from "../booking/slots";
import { boardReport, personNotice } from "./breachDrafts";
import type { DeskDeps, DeskEnv } from "./context";
import { heldInWindow } from "./db/breach";
import { BreachPage } from "./pages/breach";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /desk/breach, behind the desk's sign-in: the window's days in India time, from the start of one to the end of the other. */
export function breachRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const app = new Hono<DeskEnv>();
  app.get("/", async (c) => {
    const from = c.req.query("from") ?? "";
    const to = c.req.query("to") ?? "";
    if (!DAY.test(from) || !DAY.test(to) || from > to)
      return c.html(<BreachPage staff={c.var.staff} from={from} to={to} notices={[]} />);
    const window = {
      from: startOfIndiaDay(from).toISOString(),
      to: new Date(startOfIndiaDay(addDays(to, 1)).getTime() - 1).toISOString(),
    };
    const held = await heldInWindow(deps.db, window.from, window.to);
    const days = { from, to };
    return c.html(
      <BreachPage
        staff={c.var.staff}
        from={from}
        to={to}
        held={held}
        report={boardReport(held, days)}
        notices={held.people.map((person) => personNotice(person, days))}
      />,
    );
  });
  return app;
}
