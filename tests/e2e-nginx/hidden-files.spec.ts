import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BOOKING_API } from "@/lib/booking/times";
import { hiddenFilesIn, spellingsOf, UNREADABLE_TARGETS, visibleFileIn } from "../support/hiddenFiles";
import { nginxPort } from "./ports";
import { rawRequest } from "./support";

// nginx with the shipped configuration: the hidden files of out/ under every spelling of their addresses, sent
// byte for byte (a URL parser would resolve some spellings before they left), and what its logs keep.

const OUT = path.resolve("out");

const get = async (target: string, headers: string[] = []) =>
  (
    await rawRequest(
      [`GET ${target} HTTP/1.1`, "Host: 127.0.0.1", ...headers, "Connection: close", "", ""].join("\r\n"),
      {
        port: nginxPort,
      },
    )
  ).status;

test("every hidden file answers 404 however its address is spelled; the same spellings reach a served file", async () => {
  const problems: string[] = [];
  for (const file of await hiddenFilesIn(OUT)) {
    for (const spelling of [file, ...spellingsOf(file)]) {
      const status = await get(spelling);
      if (status !== 404) problems.push(`${spelling}: ${status}`);
    }
  }
  const visible = await visibleFileIn(OUT);
  for (const spelling of [visible, ...spellingsOf(visible)]) {
    const status = await get(spelling);
    if (status !== 200) problems.push(`${spelling} (served): ${status}`);
  }
  expect(problems).toEqual([]);
});

test("a NUL, a malformed escape or an address that is not UTF-8 is a 400", async () => {
  for (const target of UNREADABLE_TARGETS) expect(await get(target), target).toBe(400);
});

test("the access log holds no feed token, no old booking link's token and no query string", async () => {
  const logDir = process.env.NGINX_LOG_DIR;
  expect(logDir, "playwright.config.ts gives the preview a log folder").toBeTruthy();
  const read = async (name: string) => readFile(path.join(logDir!, name), "utf8").catch(() => "");
  const marker = `log-check-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const token = `${marker.replace(/[^A-Za-z0-9]/g, "")}TOKEN_-abcdefghijklmnop`.slice(-32);
  const targets = [
    `${BOOKING_API}/feed/${token}`,
    `${BOOKING_API}/fe%65d/${token}`,
    `${BOOKING_API}/${token}/cancel`,
    `/desk/enrol/${token}`,
    `/about?email=${token}`,
  ];
  // The receiver may be absent (502) or one of the suite's stubs: either way each request is logged.
  for (const target of targets) await get(target, [`User-Agent: ${marker}`, `Referer: https://x.example${target}`]);
  await expect.poll(async () => (await read("access.log")).split(marker).length - 1).toBe(targets.length);
  const lines = (await read("access.log")).split("\n").filter((line) => line.includes(marker));
  expect(lines.map((line) => /"GET (\S+) HTTP\/1\.1"/.exec(line)?.[1])).toEqual([
    `${BOOKING_API}/feed/:token`,
    `${BOOKING_API}/feed/:token`,
    `${BOOKING_API}/:token`,
    "/desk/enrol/:token",
    "/about",
  ]);
  // The referrer is logged by its origin only.
  for (const line of lines) expect(line).toContain('"https://x.example"');
  expect(await read("access.log")).not.toContain(token);
  // nginx's error log writes the request line of an upstream error (no receiver listening): not for these.
  expect(await read("error.log")).not.toContain(token);
});
