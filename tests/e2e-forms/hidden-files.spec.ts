import path from "node:path";
import { expect, test } from "@playwright/test";
import { BOOKING_API } from "@/lib/booking/times";
import { hiddenFilesIn, spellingsOf, UNREADABLE_TARGETS, visibleFileIn } from "../support/hiddenFiles";
import { rawRequest } from "../e2e-nginx/support";
import { SiteServer } from "./site-server";
import { port, temporaryDatabase, type TemporaryDatabase } from "./support";

// The hidden files of out/ (the hosts' and servers' configuration, HOST_CONFIG_FILES) under every spelling of
// their addresses, against `npm start`'s server and the receiver alone, byte for byte as sent (a URL parser would
// resolve some spellings before they left). Then what the servers' logs keep of a request.

const OUT = path.resolve("out");
let site: SiteServer;
let receiver: SiteServer;
let database: TemporaryDatabase;

test.beforeAll(async () => {
  database = await temporaryDatabase();
  site = new SiteServer(port, database.url);
  receiver = new SiteServer(port + 1, database.url, {}, "receiver/main.ts");
  await Promise.all([site.start(), receiver.start()]);
});
test.afterAll(async () => {
  await Promise.all([site?.stop(), receiver?.stop()]);
  await database?.remove();
});

const get = async (target: string, to: number) =>
  (await rawRequest(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, { port: to, tls: false }))
    .status;

/** The request lines a server has logged, parsed; and every line that is an error or not a log line at all. */
function logOf(server: SiteServer) {
  const lines = server.log.split("\n").filter(Boolean);
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  });
  return {
    requests: parsed.filter((l) => l?.msg === "request") as Record<string, unknown>[],
    errors: lines.filter((_, i) => !parsed[i] || ["error", "fatal"].includes(String(parsed[i].level))),
  };
}

test("npm start's server: every hidden file answers 404 however its address is spelled", async () => {
  const hidden = await hiddenFilesIn(OUT);
  const visible = await visibleFileIn(OUT);
  const problems: string[] = [];
  for (const file of hidden) {
    for (const spelling of [file, ...spellingsOf(file)]) {
      const status = await get(spelling, site.port);
      if (status !== 404) problems.push(`${spelling}: ${status}`);
    }
  }
  // The same spellings of a file that is served reach it: the server reads them all as one address.
  for (const spelling of [visible, ...spellingsOf(visible)]) {
    const status = await get(spelling, site.port);
    if (status !== 200) problems.push(`${spelling} (served): ${status}`);
  }
  expect(problems).toEqual([]);
});

test("npm start's server and the receiver: a NUL or a malformed escape is a 400 with one log line, no stack", async () => {
  for (const server of [site, receiver]) {
    for (const target of UNREADABLE_TARGETS) expect(await get(target, server.port), target).toBe(400);
    await expect
      .poll(() => logOf(server).requests.filter((l) => UNREADABLE_TARGETS.includes(String(l.route))).length)
      .toBe(UNREADABLE_TARGETS.length);
    const { requests, errors } = logOf(server);
    for (const target of UNREADABLE_TARGETS) {
      expect(requests.filter((l) => l.route === target).map((l) => l.status)).toEqual([400]);
    }
    expect(errors).toEqual([]);
    expect(server.log).not.toMatch(/\bat .*\.mjs:\d+/);
  }
});

test("the receiver alone: every hidden file answers 404 however its address is spelled", async () => {
  const problems: string[] = [];
  for (const file of await hiddenFilesIn(OUT)) {
    for (const spelling of [file, ...spellingsOf(file)]) {
      const status = await get(spelling, receiver.port);
      if (status !== 404) problems.push(`${spelling}: ${status}`);
    }
  }
  expect(problems).toEqual([]);
});

test("a calendar feed's token and an old booking link's never reach either server's log", async () => {
  const token = `T${Math.random().toString(36).slice(2).padEnd(31, "x")}`.slice(0, 32);
  const targets = [
    `${BOOKING_API}/feed/${token}`,
    `${BOOKING_API}/fe%65d/${token}?from=calendar`,
    `${BOOKING_API}/${token}/cancel`,
  ];
  for (const server of [site, receiver]) {
    for (const target of targets) {
      const status = await get(target, server.port);
      expect(status >= 400 && status < 500, `${target}: ${status}`).toBe(true);
    }
    await expect
      .poll(() => logOf(server).requests.filter((l) => String(l.route).endsWith(":token")).length)
      .toBe(targets.length);
    expect(logOf(server).requests.map((l) => l.route)).toEqual(
      expect.arrayContaining([`${BOOKING_API}/feed/:token`, `${BOOKING_API}/:token`]),
    );
    expect(server.log).not.toContain(token);
    expect(server.log).not.toContain("from=calendar");
  }
});
