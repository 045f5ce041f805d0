/** @jsxImportSource hono/jsx */
import type { Client } from "@libsql/client";
import type { Hono } from "hono";
import type { DeskEnv } from "./context";
import { DASHBOARD_RANGES, dashboard, type DashboardRange } from "./db/measurement";
import { DashboardPage } from "./pages/dashboard";

/** GET /dashboard?days=7|30|90 (30 otherwise) on the desk's group of pages, behind its sign-in. */
export function mountDashboard(app: Hono<DeskEnv>, db: Client, now: () => Date) {
  app.get("/dashboard", async (c) => {
    const asked = Number(c.req.query("days"));
    const range = (DASHBOARD_RANGES as readonly number[]).includes(asked) ? (asked as DashboardRange) : 30;
    return c.html(<DashboardPage staff={c.var.staff} data={await dashboard(db, range, now())} />);
  });
}
