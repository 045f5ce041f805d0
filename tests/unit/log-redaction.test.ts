// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BOOKING_API } from "@/lib/booking/times";
import { ACCESS_LOG_FORMAT } from "@/lib/hosting/nginxRequests";
import { siteNginxConfig } from "@/lib/hosting/nginx";
import { SECRET_PATHS } from "@/lib/hosting/secretPaths";
import { routeOf } from "@/receiver/log";
import { hosting } from "@/lib/hosting/deployment";

// 32 characters of [A-Za-z0-9_-], as a feed's and an old booking link's token.
const TOKEN = "Zx9_Q-7mKp2LwR4tYb8NcV1sDf6GhJ3a";

describe("the receiver's request log line (routeOf)", () => {
  it("names a calendar feed by its pattern, however the address is spelled", () => {
    for (const target of [
      `${BOOKING_API}/feed/${TOKEN}`,
      `${BOOKING_API}/feed/${TOKEN}?x=1`,
      `${BOOKING_API}/fe%65d/${TOKEN}`,
      `/api/leads//bookings/feed/${TOKEN}`,
      `/api/leads/x/../bookings/feed/${TOKEN}`,
      `/api%2fleads%2fbookings%2ffeed%2f${TOKEN}`,
      `${BOOKING_API}/feed/${TOKEN.slice(0, 10)}%zz${TOKEN.slice(10)}`,
      `http://example.in${BOOKING_API}/feed/${TOKEN}`,
    ]) {
      const route = routeOf(target);
      expect(route, target).toBe(`${BOOKING_API}/feed/:token`);
      expect(route).not.toContain(TOKEN.slice(0, 10));
    }
  });

  it("redacts an old booking link's token segment and everything after it", () => {
    expect(routeOf(`${BOOKING_API}/${TOKEN}`)).toBe(`${BOOKING_API}/:token`);
    expect(routeOf(`${BOOKING_API}/${TOKEN}/cancel`)).toBe(`${BOOKING_API}/:token`);
    expect(routeOf(`${BOOKING_API}/${TOKEN}/invite.ics?x`)).toBe(`${BOOKING_API}/:token`);
    expect(routeOf(`${BOOKING_API}/%5a${TOKEN.slice(1)}`)).toBe(`${BOOKING_API}/:token`);
    expect(routeOf(`/desk/enrol/${TOKEN}${TOKEN}/options`)).toBe("/desk/enrol/:token");
  });

  it("keeps every other path as sent, without its query", () => {
    expect(routeOf(`${BOOKING_API}/slots?from=x`)).toBe(`${BOOKING_API}/slots`);
    expect(routeOf(BOOKING_API)).toBe(BOOKING_API);
    expect(routeOf(`${BOOKING_API}/feed`)).toBe(`${BOOKING_API}/feed`);
    expect(routeOf("/api/leads/contact")).toBe("/api/leads/contact");
    expect(routeOf("/ab%6fut?email=a@b.in")).toBe("/ab%6fut");
    expect(routeOf("/%00")).toBe("/%00");
    expect(routeOf(undefined)).toBe("/");
    expect(routeOf(`/${"a".repeat(300)}`)).toHaveLength(201);
  });
});

describe("nginx's access log", () => {
  const config = siteNginxConfig();

  it("logs with a format whose address is redacted, never $request or a query string", () => {
    expect(config).toContain(`access_log ${hosting.accessLog} ${ACCESS_LOG_FORMAT};`);
    expect(config.match(/^\s*access_log /gm)).toHaveLength(1);
    const format = new RegExp(`log_format ${ACCESS_LOG_FORMAT} ([^;]*);`).exec(config)?.[1] ?? "";
    expect(format).toContain('"$request_method $site_log_path $server_protocol"');
    expect(format).toContain('"$site_log_referer"');
    for (const leak of ["$request ", "$request_uri", "$uri", "$args", "$query_string", "$http_referer"]) {
      expect(format).not.toContain(leak);
    }
  });

  it("maps every secret-bearing address to its pattern, and cuts the query off any other", () => {
    for (const { pattern, logged } of SECRET_PATHS) {
      expect(config).toContain(`"~${pattern.source.replace(/\\\//g, "/")}" "${logged}";`);
    }
    expect(config).toContain('"~^ (?<site_log_raw>[^?]+)" $site_log_raw;');
  });

  it("logs only critical errors for secret-bearing addresses (its error log writes the request line)", () => {
    for (const { pattern } of SECRET_PATHS) {
      const location = `location ~ "${pattern.source.replace(/\\\//g, "/")}" {\n            error_log stderr crit;`;
      expect(config).toContain(location);
    }
  });
});
