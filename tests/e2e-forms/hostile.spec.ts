import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Client } from "@libsql/client";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { insertLead } from "@/receiver/db/leads";
import { FORMULA_LEADS } from "@/receiver/format";
import { throwawayTls } from "@/scripts/tls";
import { startNginx, type RunningNginx } from "@/scripts/preview-nginx";
import { rawRequest, type RawAnswer } from "../e2e-nginx/support";
import { SiteServer } from "./site-server";
import { leadsIn, multipartRequest, port, temporaryDatabase } from "./support";

// Hostile input against the servers as they run in production: `npm start`'s server (server/serve.ts)
// and the receiver alone behind the shipped nginx configuration. Raw HTTP from 127.0.0.1 and from a second
// loopback address (127.0.0.2, which no configuration trusts as a proxy). Every case checks the answer,
// what was stored, and that the server still answers afterwards.

let server: SiteServer;
let db: Client;
let url: string;
let remove: () => Promise<void>;
/** The rate limit of the servers the spoofing tests start: small, so that refusal comes quickly. */
const RATE_LIMIT = 3;
test.beforeAll(async () => {
  ({ db, url, remove } = await temporaryDatabase());
  server = new SiteServer(port, url, { LEADS_RATE_LIMIT: "1000/600" });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await remove();
});
test.beforeEach(async () => {
  await db.execute("DELETE FROM resumes");
  await db.execute("DELETE FROM leads");
});

const CRLF = "\r\n";
const send = (request: string | Buffer, from = "127.0.0.1", to = port) =>
  rawRequest(request, { port: to, tls: false, localAddress: from });

/** The site still answers its home page, and the process is alive. */
async function stillUp() {
  const home = await send(["GET / HTTP/1.1", "Host: 127.0.0.1", "Connection: close", "", ""].join(CRLF));
  expect(home.status).toBe(200);
  expect(server.running).toBe(true);
}

const contact = (over: Record<string, string> = {}) => ({
  name: "Priya Sharma",
  phone: "+91 98480 12345",
  email: "priya@example.com",
  message: "We want more orders.",
  noticeVersion: site.privacy.noticeVersion,
  ...over,
});
const application = (over: Record<string, string> = {}) => ({
  position: jobOpenings[0]!.title,
  fullName: "Ravi Kumar",
  phone: "+91 90000 11111",
  email: "ravi@example.com",
  github: "https://github.com/ravikumar",
  linkedin: "https://www.linkedin.com/in/ravikumar",
  experience: "3",
  currentSalary: "42,000",
  expectedSalary: "58,000",
  consent: "yes",
  noticeVersion: site.privacy.noticeVersion,
  ...over,
});
const json = (answer: RawAnswer) => JSON.parse(answer.body.slice(answer.body.indexOf("{"))) as Record<string, unknown>;

test("malformed request lines and headers of many shapes: a 4xx each, and the server lives on", async () => {
  const get = (target: string, ...headers: string[]) =>
    [`GET ${target} HTTP/1.1`, "Host: 127.0.0.1", ...headers, "Connection: close", "", ""].join(CRLF);
  const cases: [string, string][] = [
    ["a host that is not one", get("//[")],
    ["an absolute URL that is not one", get("http://[/")],
    ["an absolute URL to the receiver that is not one", get("http://[/api/leads/contact")],
    ["a broken percent escape", get("/%E0%A4%A")],
    ["an encoded traversal", get("/..%2f..%2f..%2fetc%2fpasswd")],
    ["an asterisk target", get("*")],
    ["a NUL in the target", get("/about\u0000.html")],
    ["a space in the target", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["an unknown protocol version", "GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["no request line at all", "\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003\r\n\r\n"],
    ["a header without a colon", get("/", "NoColonHere")],
    ["a NUL in a header value", get("/", "X-Test: a\u0000b")],
    ["a header name with a space", get("/", "Bad Header: x")],
    ["headers over 16 KB", get("/", `X-Big: ${"a".repeat(20_000)}`)],
    ["a request target over 16 KB", get(`/${"a".repeat(20_000)}`)],
    [
      "two Content-Lengths",
      "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
    ],
    [
      "Content-Length with Transfer-Encoding",
      "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ],
    ["a negative Content-Length", "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"],
    ["a bad chunk size", "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"],
    ["a POST to a page", "POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc"],
    ["a DELETE of a page", "DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    [
      "multipart without a boundary",
      "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: multipart/form-data\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc",
    ],
    [
      "multipart whose body is not multipart",
      "POST /api/leads/contact HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc",
    ],
  ];
  for (const [name, request] of cases) {
    const answer = await send(request);
    expect(answer.status, name).toBeGreaterThanOrEqual(400);
    expect(answer.status, name).toBeLessThan(500);
    await stillUp();
  }
  expect(await leadsIn(db)).toEqual([]);
});

test("host configuration files in out/ are not served; pages are read-only", async ({ request }) => {
  for (const file of [
    "/_headers",
    "/_redirects",
    "/_nginx/csp.map",
    "/_server/site.json",
    "/_server/csp.json",
    "/vercel.json",
  ]) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(404);
    expect(await res.text(), file).toContain("</html>");
  }
  const post = await request.post("/about", { data: "x" });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe("GET, HEAD");
});

test("forwarding headers from a client that is not a proxy change nothing: a refused address stays refused", async () => {
  const limited = new SiteServer(port + 40, url, { LEADS_RATE_LIMIT: `${RATE_LIMIT}/600` });
  await limited.start();
  const other = "127.0.0.2";
  const post = (headers: string[] = [], from = other) =>
    send(multipartRequest("contact", contact(), { headers }), from, port + 40);
  try {
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(429);
    const spoofs = [
      ["X-Real-IP: 203.0.113.1"],
      ["X-Forwarded-For: 203.0.113.2"],
      ["X-Forwarded-For: 203.0.113.3, 198.51.100.3"],
      ["Forwarded: for=203.0.113.4"],
      ["True-Client-IP: 203.0.113.5"],
      ["X-Client-IP: 203.0.113.6"],
      ["CF-Connecting-IP: 203.0.113.7"],
      ["X-Real-IP: 203.0.113.8", "X-Forwarded-For: 203.0.113.9", "Forwarded: for=203.0.113.10"],
    ];
    for (const headers of spoofs) expect((await post(headers)).status, headers.join(" + ")).toBe(429);
    // From the configured proxy (loopback), only the last X-Forwarded-For hop, which a proxy writes, names
    // the visitor; an X-Real-IP is never read: 127.0.0.2 named there is still refused.
    const viaProxy = (headers: string[]) => post(headers, "127.0.0.1");
    expect((await viaProxy(["X-Forwarded-For: 203.0.113.20, 127.0.0.2"])).status).toBe(429);
    expect((await viaProxy(["X-Real-IP: 203.0.113.21", "X-Forwarded-For: 127.0.0.2"])).status).toBe(429);
    expect((await viaProxy(["X-Forwarded-For: 127.0.0.2, 203.0.113.22"])).status).toBe(201);
    expect(await leadsIn(db)).toHaveLength(RATE_LIMIT + 1);
    expect(limited.running).toBe(true);
  } finally {
    await limited.stop();
  }
});

test("control characters and NUL in every text field are stored cleaned; the answer is a plain success", async () => {
  // Characters a form never sends: NUL, BEL, ESC, DEL, a C1 control, a bidi override. Removed, the value
  // is what the visitor meant, and it passes the same checks as ever.
  const dirty = (value: string) => `\u0000${value}\u0007\u001b\u007f\u009b\u202e`;
  const withDirt = (fields: Record<string, string>, keep: string[]) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, keep.includes(k) ? v : dirty(v)]));
  const contactAnswer = await send(
    multipartRequest("contact", {
      ...withDirt(contact(), ["noticeVersion"]),
      message: "Line one\u0000\r\nLine two\u001b]0;title\u0007",
    }),
  );
  expect(contactAnswer.status).toBe(201);
  expect(json(contactAnswer)).toEqual({ ok: true });
  const appAnswer = await send(
    multipartRequest("application", withDirt(application(), ["position", "consent", "noticeVersion"]), {
      fileNameParam: `filename*=UTF-8''..%2Fcv.html%00%1B.pdf`,
    }),
  );
  expect(appAnswer.status).toBe(201);
  const [app, enquiry] = await leadsIn(db);
  const { message, ...plain } = contact();
  expect(enquiry).toMatchObject({ ...plain, message: "Line one\nLine two]0;title" });
  const { fullName, position, consent, ...rest } = application();
  expect(app).toMatchObject({ ...rest, name: fullName, position, resume: { fileName: "cv.html.pdf" } });
  expect(consent).toBe("yes");
  expect(message).toBeTruthy();
  await stillUp();
});

test("file names: a raw NUL in the part header is a 400; an oversized name is refused or bounded, never stored whole", async () => {
  const fields = application();
  expect(
    (await send(multipartRequest("application", fields, { fileNameParam: 'filename="cv.html\u0000.pdf"' }))).status,
  ).toBe(400);
  // A 4-million-character name overflows the part header: refused before the file is read.
  const huge = await send(
    multipartRequest("application", fields, { fileNameParam: `filename="${"a".repeat(4_000_000)}.pdf"` }),
  );
  expect(huge.status).toBe(400);
  expect(await leadsIn(db)).toEqual([]);
  // A long one that fits the header is stored under a bounded name that keeps the real extension.
  const long = await send(
    multipartRequest("application", fields, { fileNameParam: `filename="${"b".repeat(5000)}.pdf"` }),
  );
  expect(long.status).toBe(201);
  const [lead] = await leadsIn(db);
  expect(lead!.resume!.fileName).toMatch(/^b{116}\.pdf$/);
  await stillUp();
});

test("an application with 60,000 empty fields is refused with a 400 at once, nothing stored", async () => {
  const fields: Record<string, string> = application();
  const body = Object.entries(fields)
    .map(([k, v]) => `--b${CRLF}Content-Disposition: form-data; name="${k}"${CRLF}${CRLF}${v}${CRLF}`)
    .concat(
      Array.from(
        { length: 60_000 },
        (_, i) => `--b${CRLF}Content-Disposition: form-data; name="x${i}"${CRLF}${CRLF}${CRLF}`,
      ),
    )
    .join("")
    .concat(`--b--${CRLF}`);
  const request = [
    "POST /api/leads/application HTTP/1.1",
    "Host: 127.0.0.1",
    "Accept: application/json",
    "Content-Type: multipart/form-data; boundary=b",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join(CRLF);
  const answer = await send(request);
  expect(answer.status).toBe(400);
  expect(json(answer)).toMatchObject({ ok: false, error: "The form has too many parts." });
  expect(await leadsIn(db)).toEqual([]);
  await stillUp();
});

/**
 * Open a connection, send the first `atOnce` characters of `text`, then one more every `everyMs`; resolves
 * with what came back and when the server closed the connection.
 */
function drip(
  text: string,
  { everyMs = 2000, atOnce = 0, to = port, tls = false } = {},
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sent = atOnce;
    let timer: NodeJS.Timeout | undefined;
    const begin = () => {
      socket.write(text.slice(0, atOnce), "latin1");
      timer = setInterval(() => {
        if (sent < text.length && !socket.destroyed) socket.write(text[sent++]!, "latin1");
      }, everyMs);
    };
    const socket: Socket = tls
      ? tlsConnect({ host: "127.0.0.1", port: to, rejectUnauthorized: false }, begin)
      : connect({ host: "127.0.0.1", port: to }, begin);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    // The test's own bound: a server that never closes fails here instead of hanging the suite.
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept a drip-fed connection open for 40 s"));
    }, 40_000).unref();
  });
}

const SLOW_GET = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${"a".repeat(100)}\r\n\r\n`;

test("slow clients are cut off: headers after 10 s, a drip-fed body after its 10 s grace (each well before the 60 s they held before); others are served meanwhile", async () => {
  const slowHeaders = drip(SLOW_GET);
  const post = multipartRequest("contact", contact()).toString("latin1");
  const slowBody = drip(post, { atOnce: post.indexOf("\r\n\r\n") + 4 });
  await stillUp();
  const [headers, body] = await Promise.all([slowHeaders, slowBody]);
  expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
  expect(headers.closedAfterMs).toBeLessThan(25_000);
  expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
  expect(body.closedAfterMs).toBeLessThan(25_000);
  expect(await leadsIn(db)).toEqual([]);
  await stillUp();
});

test("a filled honeypot gets the same answer as a real enquiry, and nothing reaches the inbox", async () => {
  // The date and the request's own id differ for any two requests.
  const strip = (answer: RawAnswer) => ({ ...answer, headers: { ...answer.headers, date: "", "x-request-id": "" } });
  const trapped = strip(await send(multipartRequest("contact", contact({ _gotcha: "https://spam.example" }))));
  expect(await leadsIn(db)).toEqual([]);
  const real = strip(await send(multipartRequest("contact", contact())));
  expect(await leadsIn(db)).toHaveLength(1);
  expect(trapped).toEqual(real);
});

test("`npm run leads` prints stored control characters as escapes; its CSV disarms every formula", async ({}, testInfo) => {
  // Written straight to the database: a value stored before the receiver cleaned its input, or by another tool.
  const forged = "\u001b]0;owned\u0007\u001b[2J\r\n1  contact  Forged  \u202e";
  await insertLead(db, {
    kind: "contact",
    receivedAt: new Date().toISOString(),
    name: forged,
    phone: "+91 98480 12345",
    email: "x@example.com",
    message: FORMULA_LEADS.map((c) => `${c}cmd|' /C calc'!A0`).join(" "),
    noticeVersion: site.privacy.noticeVersion,
    consentAt: new Date().toISOString(),
  });
  for (const lead of FORMULA_LEADS) {
    await insertLead(db, {
      kind: "contact",
      receivedAt: new Date().toISOString(),
      name: `${lead}HYPERLINK("https://evil.example","x")`,
      phone: `${lead}1+1`,
      email: `${lead}x@example.com`,
      message: `${lead}1+1+cmd|' /C calc'!A0`,
      noticeVersion: site.privacy.noticeVersion,
      consentAt: new Date().toISOString(),
    });
  }
  const env = { ...process.env, LEADS_DATABASE_URL: url };
  const list = spawnSync(process.execPath, ["dist/leads.mjs"], { env, encoding: "utf8" });
  expect(list.status).toBe(0);
  expect(list.stdout.split("\n").filter(Boolean)).toHaveLength(FORMULA_LEADS.length + 1);
  expect(list.stdout.replace(/\n/g, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
  expect(list.stdout).toContain("\\x1b]0;owned\\x07\\x1b[2J\\x0d\\n1  contact  Forged  \\u202e");
  const csvFile = testInfo.outputPath("leads.csv");
  expect(spawnSync(process.execPath, ["dist/leads.mjs", "csv", csvFile], { env }).status).toBe(0);
  const rows = readFileSync(csvFile, "utf8").trim().split("\r\n").slice(1);
  for (const row of rows) {
    for (const cell of row.split(",").map((c) => c.replace(/^"/, ""))) {
      expect(
        FORMULA_LEADS.some((c) => cell.startsWith(c)),
        `${cell} in ${row}`,
      ).toBe(false);
    }
  }
});

test("a server whose database folder cannot be written refuses to start, saying why", async () => {
  // As root every folder is writable: run the server as the unprivileged "nobody" instead.
  const asRoot = process.getuid?.() === 0;
  const readOnly = mkdtempSync(path.join(tmpdir(), "leads-readonly-"));
  try {
    const dbUrl = `file:${path.join(readOnly, "leads.db")}`;
    spawnSync(process.execPath, ["dist/leads.mjs"], {
      env: { ...process.env, LEADS_DATABASE_URL: dbUrl },
    });
    chmodSync(readOnly, 0o555);
    for (const file of ["leads.db", "leads.db-wal", "leads.db-shm"]) {
      try {
        chmodSync(path.join(readOnly, file), 0o444);
      } catch {
        /* not every file exists after a clean close */
      }
    }
    const child = spawn(process.execPath, ["dist/serve.mjs"], {
      env: { ...process.env, PORT: String(port + 20), HOST: "127.0.0.1", LEADS_DATABASE_URL: dbUrl },
      ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    const timeout = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const [code] = await once(child, "exit");
    clearTimeout(timeout);
    expect(code).toBe(1);
    expect(output).toContain("cannot be opened for writing");
    expect(output).not.toContain("Serving");
  } finally {
    chmodSync(readOnly, 0o755);
    rmSync(readOnly, { recursive: true, force: true });
  }
});

test.describe("behind the shipped nginx", () => {
  let receiver: SiteServer;
  let nginx: RunningNginx;
  let ownDb: Client;
  let removeOwn: () => Promise<void>;
  const nginxPort = port + 30;
  test.beforeAll(async () => {
    // A database of its own: the limit is kept in the database, where the test above already used 127.0.0.2's.
    const own = await temporaryDatabase();
    ({ db: ownDb, remove: removeOwn } = own);
    receiver = new SiteServer(port + 31, own.url, { LEADS_RATE_LIMIT: `${RATE_LIMIT}/600` }, "receiver/main.ts");
    await receiver.start();
    const tls = throwawayTls();
    if (!tls) throw new Error("openssl is needed for nginx's throwaway certificate");
    nginx = startNginx({ port: nginxPort, tls, leadsReceiver: `127.0.0.1:${port + 31}` });
    // nginx answers the site's home once it has started; a test must not begin before, nor wait for ever.
    const up = () =>
      rawRequest("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", { port: nginxPort }).then(
        (a) => a.status,
        () => 0,
      );
    await expect.poll(up, { timeout: 10_000, message: `nginx on port ${nginxPort} did not answer 200` }).toBe(200);
  });
  test.afterAll(async () => {
    await nginx.stop();
    await receiver.stop();
    await removeOwn();
  });

  test("a visitor's own forwarding headers are replaced by nginx's: a refused address stays refused", async () => {
    const viaNginx = (headers: string[] = []) =>
      rawRequest(multipartRequest("contact", contact(), { headers }), {
        port: nginxPort,
        localAddress: "127.0.0.2",
      });
    for (let i = 0; i < RATE_LIMIT; i++) expect((await viaNginx()).status).toBe(201);
    expect((await viaNginx()).status).toBe(429);
    for (const headers of [
      ["X-Real-IP: 203.0.113.1"],
      ["X-Forwarded-For: 203.0.113.2"],
      ["X-Forwarded-For: 203.0.113.3, 198.51.100.3"],
      ["Forwarded: for=203.0.113.4"],
      ["X-Real-IP: 203.0.113.5", "X-Forwarded-For: 203.0.113.6", "True-Client-IP: 203.0.113.7"],
    ]) {
      expect((await viaNginx(headers)).status, headers.join(" + ")).toBe(429);
    }
    expect(await leadsIn(ownDb)).toHaveLength(RATE_LIMIT);
    expect(receiver.running).toBe(true);
  });

  test("a client drip-feeding its headers is disconnected after nginx's 10 s", async () => {
    const slow = await drip(SLOW_GET, { to: nginxPort, tls: true });
    expect(slow.closedAfterMs).toBeLessThan(25_000);
    expect(slow.answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  test("malformed requests get nginx's 4xx and the site and receiver stay up", async () => {
    for (const request of [
      "GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET http://[/ HTTP/1.1\r\n\r\n",
    ]) {
      const answer = await rawRequest(request, { port: nginxPort });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(receiver.running).toBe(true);
  });
});
