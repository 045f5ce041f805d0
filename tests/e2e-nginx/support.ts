import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Record what tells of a broken page or a policy problem in the console: console errors and console messages
 * about the policy, uncaught exceptions, and requests to the analytics paths. (A shared tab records the
 * securitypolicyviolation events itself: e2e/support/sharedTab.ts.)
 */
export function watchConsole(page: Page, { expectedStatus404 = false } = {}) {
  const consoleProblems: string[] = [];
  const analyticsRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content.Security.Policy/i.test(message.text())) {
      const { url } = message.location();
      // The 404 page's own status is what a browser reports as a failed load: expected, not a problem.
      if (expectedStatus404 && url === page.url() && /status of 404/.test(message.text())) return;
      // No receiver runs behind nginx in this suite (errors-and-leads.spec.ts starts its own stub), so the
      // beacon's page view gets nginx's 502 for an absent upstream; any other status would still count.
      if (new URL(url || page.url()).pathname === "/api/collect" && /status of 502/.test(message.text())) return;
      consoleProblems.push(`${message.type()}: ${message.text()} (${url})`);
    }
  });
  page.on("pageerror", (error) => consoleProblems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_vercel/")) analyticsRequests.push(request.url());
  });
  return { consoleProblems, analyticsRequests };
}

/**
 * Everything `watchConsole` records, and the securitypolicyviolation events of a fresh page, from its first
 * script on.
 */
export async function watchPage(page: Page, options: { expectedStatus404?: boolean } = {}) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
      );
    });
  });
  return {
    ...watchConsole(page, options),
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
  };
}

/** Headers every response of the site must carry, whatever the status. */
export function missingSecurityHeaders(headers: Record<string, string>, expected: [string, string][]): string[] {
  return expected
    .filter(([name, value]) => headers[name.toLowerCase()] !== value)
    .map(([name, value]) => `${name}: expected "${value}", got "${headers[name.toLowerCase()] ?? "(none)"}"`);
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw request that got no whole answer in time: the server kept the connection open and said nothing more. */
export class NoAnswer extends Error {}

/**
 * Send bytes exactly as given (a malformed request, a body announced but not sent) over TLS or plain TCP,
 * from a chosen local address, and read the answer until the server closes the connection: at most
 * `timeoutMs` (30 s), after which it fails with NoAnswer rather than wait for ever.
 */
export async function rawRequest(
  request: string | Uint8Array,
  {
    port,
    tls = true,
    localAddress = "127.0.0.1",
    timeoutMs = 30_000,
  }: { port: number; tls?: boolean; localAddress?: string; timeoutMs?: number },
): Promise<RawAnswer> {
  const { connect: tlsConnect } = await import("node:tls");
  const { connect: tcpConnect } = await import("node:net");
  return new Promise((resolve, reject) => {
    const socket = tls
      ? tlsConnect({
          socket: tcpConnect({ host: "127.0.0.1", port, localAddress }),
          rejectUnauthorized: false,
          ALPNProtocols: ["http/1.1"],
        })
      : tcpConnect({ host: "127.0.0.1", port, localAddress });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      reject(new NoAnswer(`no whole answer from 127.0.0.1:${port} within ${timeoutMs / 1000} s`));
      socket.destroy();
    }, timeoutMs);
    socket.on(tls ? "secureConnect" : "connect", () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}
