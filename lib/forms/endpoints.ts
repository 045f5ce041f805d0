// Where the forms deliver, decided at build time from the NEXT_PUBLIC_* variables (pure: read by the
// browser forms, the build check and the tests).
//   default:                          the agency's own lead inbox on the same origin (/api/leads/...)
//   NEXT_PUBLIC_CONTACT_ENDPOINT /
//   NEXT_PUBLIC_APPLICATION_ENDPOINT: any external URL instead (a hosted form backend)
//   NEXT_PUBLIC_FORMS=demo:           no delivery at all, a simulated send (demos only; docs/decisions.md)

export const LEAD_INBOX_PATHS = { contact: "/api/leads/contact", application: "/api/leads/application" } as const;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export interface FormsEnv {
  NEXT_PUBLIC_FORMS?: string;
  NEXT_PUBLIC_CONTACT_ENDPOINT?: string;
  NEXT_PUBLIC_APPLICATION_ENDPOINT?: string;
}

/** Each form's endpoint; undefined only in the explicit demo mode, where sending is simulated. */
export function resolveEndpoints(env: FormsEnv): { contact?: string; application?: string; demo: boolean } {
  if (env.NEXT_PUBLIC_FORMS?.trim() === "demo") return { demo: true };
  return {
    demo: false,
    contact: clean(env.NEXT_PUBLIC_CONTACT_ENDPOINT) ?? LEAD_INBOX_PATHS.contact,
    application: clean(env.NEXT_PUBLIC_APPLICATION_ENDPOINT) ?? LEAD_INBOX_PATHS.application,
  };
}

/**
 * True when a form posts to the agency's own lead inbox on this origin: then the receiver runs beside the
 * site, and with it /api/collect, so the pages carry the measurement beacon. A static host whose forms post
 * elsewhere (or the demo) has no receiver, and its pages no beacon.
 */
export function receiverOnThisOrigin(endpoints: { contact?: string; application?: string }): boolean {
  const own: string[] = Object.values(LEAD_INBOX_PATHS);
  return [endpoints.contact, endpoints.application].some((endpoint) => endpoint && own.includes(endpoint));
}
