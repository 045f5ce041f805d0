import { createServer, type IncomingMessage } from "node:http";
import { expect, test } from "@playwright/test";
import { hosting } from "@/lib/hosting/deployment";
import { securityHeaders } from "@/lib/hosting";
import { nginxBaseURL, nginxLeadsPort } from "./ports";
import { missingSecurityHeaders, rawRequest } from "./support";

// nginx's own error answers and the lead inbox behind /api/leads/ carry the same security headers as
// the pages. The receiver here is a stub on NGINX_LEADS_PORT that records what nginx forwards.

const port = Number(new URL(nginxBaseURL).port);
const request = (lines: string[]) => [...lines, "", ""].join("\r\n");

test("nginx's own error answers (400, 405, 413, 414) carry the security headers and the policy", async ({
  request: http,
}) => {
  const answers = {
    // HTTP/1.1 without a Host header.
    400: await rawRequest(request(["GET / HTTP/1.1", "Connection: close"]), { port }),
    405: await rawRequest(
      request(["POST /about HTTP/1.1", "Host: 127.0.0.1", "Content-Length: 0", "Connection: close"]),
      { port },
    ),
    // A body larger than the lead inbox accepts, refused from its announced length before it is sent.
    413: await rawRequest(
      request([
        `POST ${hosting.leadsPath}application HTTP/1.1`,
        "Host: 127.0.0.1",
        "Content-Length: 7000000",
        "Connection: close",
      ]),
      { port },
    ),
    414: await rawRequest(request([`GET /${"a".repeat(10_000)} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"]), {
      port,
    }),
  };
  for (const [status, answer] of Object.entries(answers)) {
    expect(answer.status, status).toBe(Number(status));
    expect(missingSecurityHeaders(answer.headers, securityHeaders()), status).toEqual([]);
    expect(answer.headers["content-security-policy"], status).toMatch(/^default-src 'none'; .*frame-ancestors 'none'/);
  }
  // And the 404 page, through the same rule.
  const notFound = await http.get("/no-such-page", { maxRedirects: 0 });
  expect(notFound.status()).toBe(404);
  expect(missingSecurityHeaders(notFound.headers(), securityHeaders())).toEqual([]);
});

test("the lead inbox: /api/leads/ is proxied to the receiver, a 5 MB résumé fits, answers carry the site's headers", async ({
  request: http,
}) => {
  // Receiver down: nginx's 502 still carries the headers.
  const down = await http.post(`${hosting.leadsPath}contact`, { multipart: { name: "A" }, maxRedirects: 0 });
  expect(down.status()).toBe(502);
  expect(missingSecurityHeaders(down.headers(), securityHeaders())).toEqual([]);

  const received: {
    url: string;
    proto: string;
    host: string;
    type: string;
    bytes: number;
    visitor: string;
    id: string;
  }[] = [];
  const stub = createServer((req: IncomingMessage, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      received.push({
        url: req.url ?? "",
        proto: String(req.headers["x-forwarded-proto"]),
        host: String(req.headers["x-forwarded-host"]),
        type: String(req.headers["content-type"]),
        bytes,
        visitor: String(req.headers["x-forwarded-for"]),
        id: String(req.headers["x-request-id"]),
      });
      // A receiver's own copy of a site header must not reach the browser twice.
      res.writeHead(201, { "Content-Type": "application/json", "X-Frame-Options": "SAMEORIGIN" });
      res.end(JSON.stringify({ id: received.length }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(nginxLeadsPort, "127.0.0.1", resolve));
  try {
    const resume = Buffer.alloc(5 * 1024 * 1024, 0x25);
    const answer = await http.post(`${hosting.leadsPath}application?x=1`, {
      multipart: { fullName: "Asha Rao", resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: resume } },
      headers: { "X-Request-Id": "forged-by-the-visitor" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toEqual({ id: 1 });
    expect(missingSecurityHeaders(answer.headers(), securityHeaders())).toEqual([]);
    expect(received).toHaveLength(1);
    // The host as the browser asked for it, port included: the desk's origin check compares it with Origin.
    expect(received[0]).toMatchObject({
      url: `${hosting.leadsPath}application?x=1`,
      proto: "https",
      host: `127.0.0.1:${port}`,
    });
    expect(received[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.bytes).toBeGreaterThan(resume.length);
    // nginx's own request id (32 hex digits) reaches the receiver for its log line, never the visitor's.
    expect(received[0]!.id).toMatch(/^[0-9a-f]{32}$/);

    // The receiver learns the visitor's address: from a trusted proxy (127.0.0.1 here) its X-Forwarded-For,
    // from anyone else the connection's own address, whatever the request claims.
    const post = (visitor: string) =>
      request([
        `POST ${hosting.leadsPath}contact HTTP/1.1`,
        "Host: 127.0.0.1",
        `X-Forwarded-For: ${visitor}`,
        "Content-Length: 0",
        "Connection: close",
      ]);
    expect((await rawRequest(post("203.0.113.7"), { port })).status).toBe(201);
    expect((await rawRequest(post("203.0.113.8"), { port, localAddress: "127.0.0.2" })).status).toBe(201);
    expect(received.slice(1).map((r) => r.visitor)).toEqual(["203.0.113.7", "127.0.0.2"]);
  } finally {
    await new Promise((resolve) => stub.close(resolve));
  }
});
