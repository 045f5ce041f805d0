import { RIGHTS_API, RIGHTS_FRAGMENT, WITHDRAW_FRAGMENT } from "@/lib/rights";

// The browser's side of the rights API: the token a mailbox link carries after "#" (never sent in a request
// line), and the posts that carry it in their body.

/** The state of a request as the receiver shows it to its token's holder. */
export interface RightsView {
  kind: "access" | "correction" | "erasure" | "nomination" | "grievance";
  status: "unconfirmed" | "open" | "closed";
  dueAt: string;
  closedAt: string | null;
  reply: string | null;
}

/** `#rights=<token>` or `#withdraw=<token>`, as the receiver makes tokens; anything else opens nothing. */
export function tokenFromHash(): { kind: "rights" | "withdraw"; token: string } | undefined {
  const hash = window.location.hash.slice(1);
  const kind = hash.startsWith(RIGHTS_FRAGMENT)
    ? "rights"
    : hash.startsWith(WITHDRAW_FRAGMENT)
      ? "withdraw"
      : undefined;
  const token = hash.slice(hash.indexOf("=") + 1);
  return kind && /^[\w-]{32}$/.test(token) ? { kind, token } : undefined;
}

/** Post the token to confirm, status or withdraw; the request's state (withdraw: {}), or undefined when none answers to it. */
export async function postRightsToken(route: "confirm" | "status", token: string): Promise<RightsView | undefined>;
export async function postRightsToken(route: "withdraw", token: string): Promise<object | undefined>;
export async function postRightsToken(route: string, token: string): Promise<RightsView | object | undefined> {
  const data = new FormData();
  data.set("token", token);
  try {
    const response = await fetch(`${RIGHTS_API}/${route}`, {
      method: "POST",
      body: data,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return undefined;
    return ((await response.json()) as { request?: RightsView }).request ?? {};
  } catch {
    return undefined;
  }
}

/** Send a filled form: how the request's owner will confirm it, or "failed" (with field errors from a 400). */
export async function fileRightsRequest(
  data: FormData,
): Promise<{ confirmBy: "email" | "sentToday" | "staff" } | { failed: true; errors?: Record<string, string> }> {
  try {
    const response = await fetch(RIGHTS_API, { method: "POST", body: data, headers: { Accept: "application/json" } });
    const body = (await response.json().catch(() => ({}))) as {
      confirmBy?: "email" | "sentToday" | "staff";
      errors?: Record<string, string>;
    };
    if (response.ok && body.confirmBy) return { confirmBy: body.confirmBy };
    return { failed: true, errors: body.errors };
  } catch {
    return { failed: true };
  }
}
