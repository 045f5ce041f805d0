// @vitest-environment node
// The receiver's settings are checked at start: a mistake in one stops the server with one line naming it,
// instead of a server that runs and then loses or refuses leads.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { configFromEnv, ConfigError } from "@/receiver/config";

const run = promisify(execFile);

function problem(env: Record<string, string>): string {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("receiver configuration", () => {
  it("needs nothing: every default works", () => {
    expect(configFromEnv({})).toEqual({
      databaseUrl: "file:data/leads.db",
      databaseAuthToken: undefined,
      rateLimit: { max: 20, windowMs: 600_000 },
      collectRateLimit: { max: 600, windowMs: 60_000 },
      allowedOrigins: [],
      trustedProxies: ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
      smtp: undefined,
      listen: { host: "127.0.0.1", port: 8787 },
      collectListen: { host: "127.0.0.1", port: 8790 },
      deskOrigin: "http://localhost:3000",
    });
  });

  it("reads PORT once, with the entry point's default: 8787 alone, 3000 for npm start", () => {
    expect(configFromEnv({}, { port: 3000 }).listen).toEqual({ host: "127.0.0.1", port: 3000 });
    expect(configFromEnv({ PORT: "9000" }, { port: 3000 }).listen.port).toBe(9000);
    expect(configFromEnv({ PORT: " " }, { port: 3000 }).listen.port).toBe(3000);
    expect(() => configFromEnv({ PORT: "3000a" }, { port: 3000 })).toThrow(/PORT must be a port number/);
  });

  it("reads every setting, blank ones as unset", () => {
    expect(
      configFromEnv({
        LEADS_DATABASE_URL: " http://127.0.0.1:8080 ",
        LEADS_DATABASE_AUTH_TOKEN: "secret",
        LEADS_RATE_LIMIT: "5/60",
        LEADS_COLLECT_RATE_LIMIT: "1000000/60",
        LEADS_ALLOWED_ORIGINS: "https://www.example.in/, https://example.in",
        LEADS_TRUSTED_PROXIES: "10.0.0.2",
        SMTP_URL: "smtps://user:pass@smtp.example.com",
        LEADS_NOTIFY_TO: "leads@example.in",
        LEADS_NOTIFY_FROM: "",
        LEADS_NOTIFY_ATTACH_RESUME: "yes",
        HOST: "0.0.0.0",
        PORT: "9000",
        COLLECT_PORT: "9001",
        LEADS_DESK_ORIGIN: "https://desk.example.in/",
      }),
    ).toEqual({
      databaseUrl: "http://127.0.0.1:8080",
      databaseAuthToken: "secret",
      rateLimit: { max: 5, windowMs: 60_000 },
      collectRateLimit: { max: 1_000_000, windowMs: 60_000 },
      allowedOrigins: ["https://www.example.in", "https://example.in"],
      trustedProxies: ["10.0.0.2"],
      smtp: {
        url: "smtps://user:pass@smtp.example.com",
        to: "leads@example.in",
        from: "leads@example.in",
        attachResume: true,
      },
      listen: { host: "0.0.0.0", port: 9000 },
      collectListen: { host: "0.0.0.0", port: 9001 },
      deskOrigin: "https://desk.example.in",
    });
    expect(configFromEnv({ LEADS_TRUSTED_PROXIES: "" }).trustedProxies).toEqual([]);
  });

  it("refuses each kind of mistake with a message naming the variable", () => {
    expect(problem({ LEADS_RATE_LIMIT: "20 per 10 minutes" })).toBe(
      'Configuration: LEADS_RATE_LIMIT must read COUNT/SECONDS (e.g. 20/600), got "20 per 10 minutes".',
    );
    expect(problem({ LEADS_RATE_LIMIT: "0/600" })).toMatch(/^Configuration: LEADS_RATE_LIMIT must read/);
    expect(problem({ LEADS_COLLECT_RATE_LIMIT: "600 a minute" })).toBe(
      'Configuration: LEADS_COLLECT_RATE_LIMIT must read COUNT/SECONDS (e.g. 20/600), got "600 a minute".',
    );
    expect(problem({ LEADS_DATABASE_URL: "postgres://db/leads" })).toMatch(
      /^Configuration: LEADS_DATABASE_URL must start with one of file: libsql: http: https: ws: wss:/,
    );
    expect(problem({ LEADS_DATABASE_URL: "data/leads.db" })).toMatch(/LEADS_DATABASE_URL must start with/);
    expect(problem({ LEADS_ALLOWED_ORIGINS: "https://ok.example, www.example.in" })).toBe(
      'Configuration: LEADS_ALLOWED_ORIGINS must list http(s) origins such as https://www.example.in, got "www.example.in".',
    );
    expect(problem({ LEADS_TRUSTED_PROXIES: "nginx" })).toMatch(/LEADS_TRUSTED_PROXIES must list IP addresses/);
    expect(problem({ SMTP_URL: "smtps://smtp.example.com" })).toBe(
      "Configuration: SMTP_URL is set but LEADS_NOTIFY_TO (who receives the leads) is not.",
    );
    expect(problem({ LEADS_NOTIFY_TO: "leads@example.in" })).toMatch(/LEADS_NOTIFY_TO is set but SMTP_URL/);
    expect(problem({ SMTP_URL: "smtp.example.com", LEADS_NOTIFY_TO: "a@example.in" })).toMatch(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(problem({ PORT: "80a" })).toMatch(/PORT must be a port number from 1 to 65535, got "80a"/);
  });

  it("names every wrong variable at once, and never prints a database password", () => {
    const message = problem({ LEADS_RATE_LIMIT: "x", PORT: "0", LEADS_DATABASE_URL: "mysql://admin:hunter2@db/x" });
    expect(message).toMatch(/LEADS_DATABASE_URL .*; LEADS_RATE_LIMIT .*; PORT /);
    expect(message).not.toContain("hunter2");
  });

  it("the receiver does not start on a wrong setting: one line on stderr, exit 1", { timeout: 30_000 }, async () => {
    const started = run(process.execPath, ["--import", "tsx", "receiver/main.ts"], {
      env: { ...process.env, LEADS_RATE_LIMIT: "lots", LEADS_DATABASE_URL: "file::memory:" },
      timeout: 30_000,
    });
    const failure = await started.then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe("");
    expect(failure?.stderr).toBe(
      'Configuration: LEADS_RATE_LIMIT must read COUNT/SECONDS (e.g. 20/600), got "lots".\n',
    );
  });
});
