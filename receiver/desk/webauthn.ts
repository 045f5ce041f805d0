import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { Hono, type Context } from "hono";
import { limitKey } from "../origin";
import { SharedLimit } from "../sharedLimit";
import { logAccess } from "./db/accessLog";
import { passkeyById, saveChallenge, savePasskey, takeChallenge, updateCounter } from "./db/passkeys";
import { createSession, deleteSession, sessionStaff } from "./db/sessions";
import { enrolmentStaff, useEnrolmentToken } from "./db/staff";
import { type DeskDeps, type DeskEnv, deskRequest, postedFromDesk } from "./context";
import { ceremonyCookie, clearCeremonyCookie, sessionCookie, setCeremonyCookie, setSessionCookie } from "./cookies";
import { EnrolPage, LinkExpiredPage, SignInPage } from "./pages/passkey";
import { newSecret } from "./secrets";

// The passkey ceremonies: registering one from an enrolment link, and signing in with it. Each is a pair of
// JSON posts from the desk's script: options (a fresh challenge, kept server-side) and verify (the answer).
// The relying party is the origin the browser is on, so the same code serves localhost and the live site.

const MINUTE = 60_000;
/** Sign-in ceremonies one address (an IPv6 /64) may start: each writes a challenge row. */
const CEREMONIES = { max: 20, windowMs: 10 * MINUTE };
/** Failed sign-ins of one known passkey before it is held off until the window ends. */
const PASSKEY_FAILURES = { max: 10, windowMs: 15 * MINUTE };
/**
 * Failed sign-ins from one address before each further one waits, twice as long each time up to a minute.
 * A discoverable passkey that the desk does not know names nobody, so an office behind one address is slowed
 * down by a colleague's (or a stranger's) failures, never locked out.
 */
const FREE_FAILURES = 5;
const MAX_BACKOFF_MS = MINUTE;
const ADDRESS_WINDOW_MS = 15 * MINUTE;

/** How long after its last failure an address with `failures` in the window waits before another attempt. */
export function backoffMs(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

const RP_NAME = "Lead desk";

export function passkeyRoutes(deps: DeskDeps): Hono<DeskEnv> {
  const { db } = deps;
  const time = () => deps.clock().getTime();
  const ceremonies = new SharedLimit(db, "sign-in-options", CEREMONIES.max, CEREMONIES.windowMs, time);
  const addressFailures = new SharedLimit(db, "sign-in-failures", Number.MAX_SAFE_INTEGER, ADDRESS_WINDOW_MS, time);
  const passkeyFailures = new SharedLimit(
    db,
    "passkey-failures",
    PASSKEY_FAILURES.max,
    PASSKEY_FAILURES.windowMs,
    time,
  );
  const app = new Hono<DeskEnv>();

  const relyingParty = (c: Context) => {
    const { origin } = deskRequest(deps, c);
    return { origin, rpID: new URL(origin).hostname };
  };
  const refused = (c: Context, status: 400 | 403 | 410 | 429, error: string) => c.json({ ok: false, error }, status);
  const tooMany = (c: Context, wait: number, error: string) => {
    c.header("Retry-After", String(wait));
    return refused(c, 429, error);
  };

  /** Sign `staffId` in: a new session id (any previous one in this browser is ended), logged. */
  async function signIn(c: Context, staffId: number, action: "sign-in" | "enrol") {
    const previous = sessionCookie(c);
    if (previous) await deleteSession(db, previous);
    setSessionCookie(c, await createSession(db, staffId, deps.clock()));
    await logAccess(db, { at: deps.clock(), staffId, action, address: deskRequest(deps, c).address });
    return c.json({ ok: true, next: "/desk/" });
  }

  async function challengeFor(c: Context, purpose: "enrol" | "sign-in") {
    const key = ceremonyCookie(c);
    clearCeremonyCookie(c);
    return key ? takeChallenge(db, key, purpose, deps.clock()) : undefined;
  }

  async function startCeremony(c: Context, purpose: "enrol" | "sign-in", challenge: string, staffId: number | null) {
    const key = newSecret();
    await saveChallenge(db, key, purpose, challenge, staffId, deps.clock());
    setCeremonyCookie(c, key);
  }

  // Every ceremony post comes from the desk's own page.
  app.post("/desk/enrol/:token/*", async (c, next) =>
    postedFromDesk(deps, c) ? next() : refused(c, 403, "Refused: not posted from the lead desk."),
  );
  app.post("/desk/sign-in/*", async (c, next) =>
    postedFromDesk(deps, c) ? next() : refused(c, 403, "Refused: not posted from the lead desk."),
  );

  app.get("/desk/enrol/:token", async (c) => {
    const staff = await enrolmentStaff(db, c.req.param("token"), deps.clock());
    if (!staff) return c.html(LinkExpiredPage(), 410);
    return c.html(EnrolPage({ name: staff.name, token: c.req.param("token") }));
  });

  app.post("/desk/enrol/:token/options", async (c) => {
    const staff = await enrolmentStaff(db, c.req.param("token"), deps.clock());
    if (!staff) return refused(c, 410, "This enrolment link has been used or has expired.");
    const { rpID } = relyingParty(c);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: staff.email,
      userDisplayName: staff.name,
      attestationType: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    await startCeremony(c, "enrol", options.challenge, staff.id);
    return c.json({ ok: true, options });
  });

  app.post("/desk/enrol/:token/verify", async (c) => {
    const token = c.req.param("token");
    const now = deps.clock();
    const staff = await enrolmentStaff(db, token, now);
    const expected = await challengeFor(c, "enrol");
    if (!staff) return refused(c, 410, "This enrolment link has been used or has expired.");
    if (!expected || expected.staffId !== staff.id)
      return refused(c, 400, "The registration took too long: try again.");
    const { origin, rpID } = relyingParty(c);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: (await c.req.json()) as RegistrationResponseJSON,
        expectedChallenge: expected.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch (error) {
      deps.log.warn({ err: error }, "desk: passkey registration refused");
      return refused(c, 400, "The passkey could not be registered: try again.");
    }
    if (!verification.verified) return refused(c, 400, "The passkey could not be registered: try again.");
    // Spent in one statement: a second tab racing this one gets nothing.
    if (!(await useEnrolmentToken(db, token, now)))
      return refused(c, 410, "This enrolment link has been used or has expired.");
    await savePasskey(db, staff.id, verification.registrationInfo.credential, now);
    return signIn(c, staff.id, "enrol");
  });

  // Already signed in (a bookmark of this page): straight to the inbox.
  app.get("/desk/sign-in", async (c) => {
    const id = sessionCookie(c);
    if (id && (await sessionStaff(db, id, deps.clock()))) return c.redirect("/desk/", 303);
    return c.html(SignInPage());
  });

  app.post("/desk/sign-in/options", async (c) => {
    const wait = await ceremonies.take(limitKey(deskRequest(deps, c).address));
    if (wait !== undefined) return tooMany(c, wait, "Too many sign-ins started from this address; try again later.");
    const { rpID } = relyingParty(c);
    // Discoverable credentials: no list of passkeys, the authenticator offers the ones it holds for this site.
    const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
    await startCeremony(c, "sign-in", options.challenge, null);
    return c.json({ ok: true, options });
  });

  app.post("/desk/sign-in/verify", async (c) => {
    const address = limitKey(deskRequest(deps, c).address);
    const last = await addressFailures.state(address);
    const waitMs = last.lastAt + backoffMs(last.hits) - time();
    if (waitMs > 0) return tooMany(c, Math.ceil(waitMs / 1000), "Several failed sign-ins from here: wait a moment.");
    const failed = async (passkeyId?: string) => {
      await addressFailures.take(address);
      if (passkeyId) await passkeyFailures.take(passkeyId);
      return refused(c, 403, "That passkey does not open the lead desk.");
    };
    const expected = await challengeFor(c, "sign-in");
    if (!expected) return refused(c, 400, "The sign-in took too long: try again.");
    let response: AuthenticationResponseJSON;
    try {
      response = (await c.req.json()) as AuthenticationResponseJSON;
    } catch {
      return failed();
    }
    const passkey = typeof response?.id === "string" ? await passkeyById(db, response.id) : undefined;
    if (!passkey) return failed();
    // A known passkey that keeps failing is held off on its own, from any address.
    const held = await passkeyFailures.waiting(passkey.credential.id);
    if (held !== undefined) return tooMany(c, held, "Too many failed sign-ins with this passkey; try again later.");
    const { origin, rpID } = relyingParty(c);
    try {
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: expected.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: passkey.credential,
        requireUserVerification: true,
      });
      if (!verification.verified) return failed(passkey.credential.id);
      await updateCounter(db, passkey.credential.id, verification.authenticationInfo.newCounter);
    } catch (error) {
      deps.log.warn({ err: error }, "desk: passkey sign-in refused");
      return failed(passkey.credential.id);
    }
    return signIn(c, passkey.staffId, "sign-in");
  });

  return app;
}
