// The receiver's configuration: every environment variable it reads, read here once and checked with zod, so
// a typo stops the server at start with one line naming the variable instead of misbehaving later. Every value
// has a working default, so `npm start` on a fresh machine needs none of them (docs/forms-and-leads.md; every variable: hosting/README.md).
import { isIP } from "node:net";
import { z } from "zod";

export interface ReceiverConfig {
  /** libSQL URL: an embedded file by default, or a libSQL server (libsql://, https://, ws://). */
  databaseUrl: string;
  databaseAuthToken?: string;
  /** Submissions allowed per client address per window (LEADS_RATE_LIMIT="20/600": 20 per 10 minutes). */
  rateLimit: { max: number; windowMs: number };
  /** Beacon events allowed per client address per window on /api/collect (LEADS_COLLECT_RATE_LIMIT="600/60"). */
  collectRateLimit: { max: number; windowMs: number };
  /** Origins besides the request's own host allowed to post (LEADS_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** Addresses whose X-Forwarded-For (last hop) and X-Forwarded-Host are believed: the reverse proxy. Loopback by default. */
  trustedProxies: string[];
  /**
   * SMTP_URL + LEADS_NOTIFY_TO: e-mail each new lead to the agency; the résumé is attached only when asked (a copy
   * outside the retention periods).
   */
  smtp?: { url: string; to: string; from: string; attachResume: boolean };
  /** HOST and PORT: where the server listens (PORT's default is the entry point's: 8787 alone, 3000 for `npm start`). */
  listen: { host: string; port: number };
  /** HOST and COLLECT_PORT: where the beacon's collector on its own (receiver/collector.ts) listens. */
  collectListen: { host: string; port: number };
  /** LEADS_DESK_ORIGIN: where staff open the lead desk, for the enrolment links the CLI prints. */
  deskOrigin: string;
}

/** The variables configFromEnv reads, in the order of hosting/README.md's table. */
export const CONFIG_VARIABLES = [
  "LEADS_DATABASE_URL",
  "LEADS_DATABASE_AUTH_TOKEN",
  "SMTP_URL",
  "LEADS_NOTIFY_TO",
  "LEADS_NOTIFY_FROM",
  "LEADS_NOTIFY_ATTACH_RESUME",
  "LEADS_RATE_LIMIT",
  "LEADS_COLLECT_RATE_LIMIT",
  "LEADS_ALLOWED_ORIGINS",
  "LEADS_TRUSTED_PROXIES",
  "HOST",
  "PORT",
  "COLLECT_PORT",
  "LEADS_DESK_ORIGIN",
] as const;

export const DEFAULT_DATABASE_URL = "file:data/leads.db";
/** 20 per 10 minutes from one address: far above a person (one enquiry, one application) and above an
 * office or campus sharing an address, far below a script flooding the inbox. */
export const DEFAULT_RATE_LIMIT = "20/600";
/** 600 beacon events a minute from one address: a visitor sends a few a page, an office behind one address a
 * few hundred; a benchmark flooding from 127.0.0.1 raises it. */
const DEFAULT_COLLECT_RATE_LIMIT = "600/60";
/** The receiver on its own; `npm start`'s server asks for its own default (NPM_START_PORT). */
const DEFAULT_PORT = 8787;
/** Where `npm start` serves the site and the receiver together. */
export const NPM_START_PORT = 3000;
const DEFAULT_COLLECT_PORT = 8790;
/** What `npm start` serves. */
export const DEFAULT_DESK_ORIGIN = "http://localhost:3000";
const DATABASE_SCHEMES = ["file:", "libsql:", "http:", "https:", "ws:", "wss:"];

/** A configuration the receiver cannot run with; its message is the one line a server prints before exit 1. */
export class ConfigError extends Error {}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Unset and blank are the same: the default (a blank line in an env file is not a value). */
const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);
/** For the one variable where set-but-empty means something ("trust no proxy"). */
const unlessUnset = z
  .string()
  .optional()
  .transform((v) => v?.trim());

/** Why a value is wrong, completing a sentence that starts with the variable's name. */
class Problem {
  constructor(readonly text: string) {}
}

/** `read` (optional by default), then `parse` (which returns the value or a Problem) on what was set. */
function variable<T>(name: string, parse: (value: string) => T | Problem, fallback: T, read = optional) {
  return read.transform((value, ctx): T => {
    if (value === undefined) return fallback;
    const parsed = parse(value);
    if (parsed instanceof Problem) {
      ctx.issues.push({ code: "custom", input: value, message: `${name} ${parsed.text}` });
      return z.NEVER;
    }
    return parsed;
  });
}

type RateLimit = ReceiverConfig["rateLimit"];

function parseRateLimit(value: string): RateLimit | Problem {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    return new Problem(`must read COUNT/SECONDS (e.g. ${DEFAULT_RATE_LIMIT}), got "${value}"`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function parseDatabaseUrl(value: string): string | Problem {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0].toLowerCase();
  if (!scheme || !DATABASE_SCHEMES.includes(scheme)) {
    return new Problem(
      `must start with one of ${DATABASE_SCHEMES.join(" ")} (got "${value.replace(/\/\/[^@/]*@/, "//")}")`,
    );
  }
  if (scheme !== "file:" && !URL.canParse(value)) return new Problem("is not a valid URL");
  return value;
}

function parseOrigins(value: string): string[] | Problem {
  const origins: string[] = [];
  for (const entry of list(value)) {
    const url = URL.parse(entry);
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
      return new Problem(`must list http(s) origins such as https://www.example.in, got "${entry}"`);
    }
    origins.push(url.origin);
  }
  return origins;
}

function parseOrigin(value: string): string | Problem {
  const origins = parseOrigins(value);
  return origins instanceof Problem || origins.length !== 1
    ? new Problem(`must be one http(s) origin such as https://www.example.in, got "${value}"`)
    : origins[0]!;
}

function parseProxies(value: string): string[] | Problem {
  const addresses = list(value);
  const bad = addresses.find((a) => !isIP(a));
  return bad === undefined ? addresses : new Problem(`must list IP addresses, got "${bad}"`);
}

function parseSmtpUrl(value: string): string | Problem {
  const url = URL.parse(value);
  return url && (url.protocol === "smtp:" || url.protocol === "smtps:")
    ? value
    : new Problem("must be an smtp:// or smtps:// URL (e.g. smtps://user:pass@smtp.example.com)");
}

const addresses = (value: string) =>
  list(value).every((a) => a.includes("@")) ? value : new Problem(`must be e-mail addresses, got "${value}"`);

function parseYesNo(value: string): boolean | Problem {
  if (value === "yes") return true;
  if (value === "no") return false;
  return new Problem(`must be yes or no, got "${value}"`);
}

function parsePort(value: string): number | Problem {
  const port = Number(value);
  return /^\d+$/.test(value) && port >= 1 && port <= 65535
    ? port
    : new Problem(`must be a port number from 1 to 65535, got "${value}"`);
}

const schema = z
  .object({
    LEADS_DATABASE_URL: variable("LEADS_DATABASE_URL", parseDatabaseUrl, DEFAULT_DATABASE_URL),
    LEADS_DATABASE_AUTH_TOKEN: optional,
    SMTP_URL: variable("SMTP_URL", parseSmtpUrl, undefined),
    LEADS_NOTIFY_TO: variable("LEADS_NOTIFY_TO", addresses, undefined),
    LEADS_NOTIFY_FROM: variable("LEADS_NOTIFY_FROM", addresses, undefined),
    LEADS_NOTIFY_ATTACH_RESUME: variable("LEADS_NOTIFY_ATTACH_RESUME", parseYesNo, false),
    LEADS_RATE_LIMIT: variable("LEADS_RATE_LIMIT", parseRateLimit, parseRateLimit(DEFAULT_RATE_LIMIT) as RateLimit),
    LEADS_COLLECT_RATE_LIMIT: variable(
      "LEADS_COLLECT_RATE_LIMIT",
      parseRateLimit,
      parseRateLimit(DEFAULT_COLLECT_RATE_LIMIT) as RateLimit,
    ),
    LEADS_ALLOWED_ORIGINS: variable("LEADS_ALLOWED_ORIGINS", parseOrigins, []),
    LEADS_TRUSTED_PROXIES: variable(
      "LEADS_TRUSTED_PROXIES",
      parseProxies,
      ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
      unlessUnset,
    ),
    HOST: variable("HOST", (v) => v, "127.0.0.1"),
    PORT: variable<number | undefined>("PORT", parsePort, undefined),
    COLLECT_PORT: variable("COLLECT_PORT", parsePort, DEFAULT_COLLECT_PORT),
    LEADS_DESK_ORIGIN: variable("LEADS_DESK_ORIGIN", parseOrigin, DEFAULT_DESK_ORIGIN),
  })
  .superRefine((env, ctx) => {
    // Half an e-mail configuration would silently send nothing: say which half is missing.
    if (env.SMTP_URL && !env.LEADS_NOTIFY_TO)
      ctx.addIssue({ code: "custom", message: "SMTP_URL is set but LEADS_NOTIFY_TO (who receives the leads) is not" });
    if (env.LEADS_NOTIFY_TO && !env.SMTP_URL)
      ctx.addIssue({ code: "custom", message: "LEADS_NOTIFY_TO is set but SMTP_URL (how to send) is not" });
  });

/** What differs between the entry points when a variable is unset. */
export interface ConfigDefaults {
  port?: number;
}

/** Read and check the configuration. Throws a ConfigError naming every variable that is wrong, on one line. */
export function configFromEnv(
  env: Record<string, string | undefined> = process.env,
  defaults: ConfigDefaults = {},
): ReceiverConfig {
  const picked = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, env[name]]));
  const result = schema.safeParse(picked);
  if (!result.success) {
    throw new ConfigError(`Configuration: ${result.error.issues.map((i) => i.message).join("; ")}.`);
  }
  const v = result.data;
  return {
    databaseUrl: v.LEADS_DATABASE_URL,
    databaseAuthToken: v.LEADS_DATABASE_AUTH_TOKEN,
    rateLimit: v.LEADS_RATE_LIMIT,
    collectRateLimit: v.LEADS_COLLECT_RATE_LIMIT,
    allowedOrigins: v.LEADS_ALLOWED_ORIGINS,
    trustedProxies: v.LEADS_TRUSTED_PROXIES,
    smtp:
      v.SMTP_URL && v.LEADS_NOTIFY_TO
        ? {
            url: v.SMTP_URL,
            to: v.LEADS_NOTIFY_TO,
            from: v.LEADS_NOTIFY_FROM ?? v.LEADS_NOTIFY_TO,
            attachResume: v.LEADS_NOTIFY_ATTACH_RESUME,
          }
        : undefined,
    listen: { host: v.HOST, port: v.PORT ?? defaults.port ?? DEFAULT_PORT },
    collectListen: { host: v.HOST, port: v.COLLECT_PORT },
    deskOrigin: v.LEADS_DESK_ORIGIN,
  };
}
