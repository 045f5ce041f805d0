import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_MAX_MS } from "./db/sessions";
import { CHALLENGE_TTL_MS } from "./db/passkeys";

// The desk's two cookies. __Host-: Secure, Path=/, no Domain, so no other host or path can set or read them.
// Browsers take Secure cookies from https and from http://localhost, the two places passkeys work at all.

export const SESSION_COOKIE = "__Host-desk";
const CEREMONY_COOKIE = "__Host-desk-ceremony";

const base = { path: "/", secure: true, httpOnly: true, sameSite: "Strict" } as const;

export const sessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE);
export const setSessionCookie = (c: Context, id: string) =>
  setCookie(c, SESSION_COOKIE, id, { ...base, maxAge: SESSION_MAX_MS / 1000 });
export const clearSessionCookie = (c: Context) => deleteCookie(c, SESSION_COOKIE, base);

/** The key of the passkey ceremony under way in this browser (its challenge is in the database). */
export const ceremonyCookie = (c: Context) => getCookie(c, CEREMONY_COOKIE);
export const setCeremonyCookie = (c: Context, key: string) =>
  setCookie(c, CEREMONY_COOKIE, key, { ...base, maxAge: CHALLENGE_TTL_MS / 1000 });
export const clearCeremonyCookie = (c: Context) => deleteCookie(c, CEREMONY_COOKIE, base);
