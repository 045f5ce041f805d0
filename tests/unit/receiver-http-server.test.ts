// @vitest-environment node
// The Node server every entry point runs: an error while answering one request is a 500 for that request,
// and the process serves the next one; each request leaves one JSON log line with nothing personal in it.
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createHardenedServer, type ServerOptions } from "@/receiver/httpServer";
import { createLogger } from "@/receiver/log";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The log lines written so far, parsed. */
let lines: Record<string, unknown>[] = [];
const log = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) });
afterEach(() => (lines = []));
const requestLines = () => lines.filter((l) => l.msg === "request");

async function serve(
  listener: Parameters<typeof createHardenedServer>[0],
  options: ServerOptions = {},
): Promise<string> {
  const server = createHardenedServer(listener, { log, ...options });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

it("a handler that throws, or whose promise rejects, answers 500 and the server answers the next request", async () => {
  const origin = await serve((request, response) => {
    if (request.url === "/throw") throw new Error("boom");
    if (request.url === "/reject") return Promise.reject(new Error("boom later"));
    response.end("fine");
  });
  for (const path of ["/throw", "/reject"]) {
    const res = await fetch(`${origin}${path}`);
    expect(res.status, path).toBe(500);
    expect(await res.text()).toBe("Internal Server Error");
  }
  const next = await fetch(`${origin}/`);
  expect(await next.text()).toBe("fine");
  const errors = lines.filter((l) => l.level === "error");
  expect(errors.map((l) => (l.err as { message: string }).message)).toEqual(["boom", "boom later"]);
  await expect.poll(() => requestLines().map((l) => l.status)).toEqual([500, 500, 200]);
});

it("each request leaves one JSON line: time, method, path, status, duration and the id it was answered with", async () => {
  const origin = await serve((request, response) => {
    response.writeHead(request.url?.startsWith("/missing") ? 404 : 201).end();
  });
  const created = await fetch(`${origin}/api/leads/contact`, {
    method: "POST",
    body: "name=Priya+Sharma&email=priya%40example.com&phone=%2B919848012345",
  });
  const missing = await fetch(`${origin}/missing?email=priya%40example.com#top`);
  await expect.poll(() => requestLines().length).toBe(2);
  const [post = {}, get = {}] = requestLines();
  expect(post).toMatchObject({ level: "info", method: "POST", route: "/api/leads/contact", status: 201 });
  expect(get).toMatchObject({ method: "GET", route: "/missing", status: 404 });
  expect(post.requestId).toBe(created.headers.get("X-Request-Id"));
  expect(get.requestId).toBe(missing.headers.get("X-Request-Id"));
  expect(post.requestId).not.toBe(get.requestId);
  expect(Date.parse(String(post.time))).toBeGreaterThan(Date.now() - 60_000);
  expect(post.durationMs).toEqual(expect.any(Number));
  // Nothing a visitor typed, nor their address, reaches the log.
  const written = JSON.stringify(lines);
  for (const personal of ["Priya", "priya", "98480", "127.0.0.1"]) expect(written).not.toContain(personal);
});

it("keeps the request id a trusted proxy sends (nginx's $request_id), and makes its own for anyone else", async () => {
  const fromProxy = await serve((_request, response) => response.end(), { trustedProxies: ["127.0.0.1"] });
  const kept = await fetch(fromProxy, { headers: { "X-Request-Id": "0a1b2c3d4e5f" } });
  expect(kept.headers.get("X-Request-Id")).toBe("0a1b2c3d4e5f");
  close?.();
  const direct = await serve((_request, response) => response.end(), { trustedProxies: ["10.0.0.1"] });
  const replaced = await fetch(direct, { headers: { "X-Request-Id": "0a1b2c3d4e5f" } });
  expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
});

it("an address with a NUL or a malformed escape is a 400 with one log line, and no handler sees it", async () => {
  const seen: string[] = [];
  const origin = await serve((request, response) => {
    seen.push(request.url ?? "");
    response.end("fine");
  });
  const targets = ["/%00", "/_headers%00", "/%zz", "/%", "/%e0%80", "/%c0%af"];
  for (const target of targets) {
    const res = await fetch(`${origin}${target}`);
    expect(res.status, target).toBe(400);
    expect(await res.text()).toBe("Bad Request");
  }
  expect((await fetch(`${origin}/ab%6fut`)).status).toBe(200);
  expect(seen).toEqual(["/ab%6fut"]);
  await expect.poll(() => requestLines().length).toBe(targets.length + 1);
  expect(requestLines().map((l) => [l.route, l.status])).toEqual([
    ...targets.map((target) => [target, 400]),
    ["/ab%6fut", 200],
  ]);
  expect(lines.filter((l) => l.msg !== "request")).toEqual([]);
});

it("logs a calendar feed's address by its pattern, while its handler reads the token", async () => {
  const token = "Zx9_Q-7mKp2LwR4tYb8NcV1sDf6GhJ3a";
  const seen: string[] = [];
  const origin = await serve((request, response) => {
    seen.push(request.url ?? "");
    response.writeHead(404).end();
  });
  await fetch(`${origin}/api/leads/bookings/feed/${token}`);
  await fetch(`${origin}/api/leads/bookings/fe%65d/${token}?x=1`);
  expect(seen).toEqual([`/api/leads/bookings/feed/${token}`, `/api/leads/bookings/fe%65d/${token}?x=1`]);
  await expect.poll(() => requestLines().length).toBe(2);
  expect(requestLines().map((l) => l.route)).toEqual(Array(2).fill("/api/leads/bookings/feed/:token"));
  expect(JSON.stringify(lines)).not.toContain(token);
});
