import type { MiddlewareHandler } from "hono";
import { sessionStaff } from "./db/sessions";
import { type DeskDeps, type DeskEnv, postedFromDesk } from "./context";
import { clearSessionCookie, sessionCookie } from "./cookies";

export const SIGN_IN_PATH = "/desk/sign-in";

/** The desk's files (a CV, a person's data, a CSV): refused, not redirected, without a session. */
export const isDownload = (pathname: string): boolean => /\/(cv|export)$|\.csv$/.test(pathname);

/**
 * For every desk route but sign-in and enrolment: a live session of a current staff member, else a page
 * sends the browser to sign in (303) and anything else (a post, a download) is refused with 401. A post from
 * anywhere but the desk's own pages is refused (403) even with a session.
 */
export function requireStaff(deps: DeskDeps): MiddlewareHandler<DeskEnv> {
  return async (c, next) => {
    const id = sessionCookie(c);
    const staff = id ? await sessionStaff(deps.db, id, deps.clock()) : undefined;
    if (!staff) {
      if (id) clearSessionCookie(c);
      const page = c.req.method === "GET" && !isDownload(c.req.path);
      return page ? c.redirect(SIGN_IN_PATH, 303) : c.text("Sign in to the lead desk first.", 401);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !postedFromDesk(deps, c)) {
      return c.text("Refused: this action is accepted from the lead desk's own pages only.", 403);
    }
    c.set("staff", staff);
    await next();
  };
}
