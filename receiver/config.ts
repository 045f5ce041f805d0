// The receiver's configuration, read once from the environment. Every value has a working default, so
// `npm start` on a fresh machine needs none of them (see README: The lead inbox).

export interface ReceiverConfig {
  /** libSQL URL: an embedded file by default, or a libSQL server (libsql://, https://, ws://). */
  databaseUrl: string;
  databaseAuthToken?: string;
  /** Submissions allowed per client address per window (LEADS_RATE_LIMIT="20/600": 20 per 10 minutes). */
  rateLimit: { max: number; windowMs: number };
  /** Origins besides the request's own host allowed to post (LEADS_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** Addresses whose X-Forwarded-For (last hop) and X-Forwarded-Host are believed: the reverse proxy. Loopback by default. */
  trustedProxies: string[];
  /** SMTP_URL + LEADS_NOTIFY_TO: e-mail each new lead to the agency. */
  smtp?: { url: string; to: string; from: string };
}

export const DEFAULT_DATABASE_URL = "file:data/leads.db";
/** 20 per 10 minutes from one address: far above a person (one enquiry, one application) and above an
 * office or campus sharing an address, far below a script flooding the inbox. */
export const DEFAULT_RATE_LIMIT = "20/600";

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

export function parseRateLimit(value: string): { max: number; windowMs: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`LEADS_RATE_LIMIT must read COUNT/SECONDS (e.g. ${DEFAULT_RATE_LIMIT}), got "${value}"`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): ReceiverConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = env.LEADS_NOTIFY_TO?.trim();
  return {
    databaseUrl: env.LEADS_DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    databaseAuthToken: env.LEADS_DATABASE_AUTH_TOKEN?.trim() || undefined,
    rateLimit: parseRateLimit(env.LEADS_RATE_LIMIT?.trim() || DEFAULT_RATE_LIMIT),
    allowedOrigins: list(env.LEADS_ALLOWED_ORIGINS).map((o) => new URL(o).origin),
    trustedProxies:
      env.LEADS_TRUSTED_PROXIES !== undefined
        ? list(env.LEADS_TRUSTED_PROXIES)
        : ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
    smtp: smtpUrl && to ? { url: smtpUrl, to, from: env.LEADS_NOTIFY_FROM?.trim() || to } : undefined,
  };
}
