// The one Node HTTP server every entry point runs (`npm start`'s server/serve.ts and the receiver alone,
// receiver/main.ts), with the limits that keep one client from holding it or stopping it. hosting/README.md
// ("Threat model") lists them beside nginx's.
import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import { readRequestPath } from "@/lib/hosting/requestPath";
import { log as defaultLog, routeOf, type Logger, type RequestRecord } from "./log";
import { isTrustedProxy } from "./origin";

export const SERVER_LIMITS = {
  /** Request line and headers: 16 KB in all (Node answers 431 above it), within 10 s (else 408). */
  maxHeaderBytes: 16 * 1024,
  headersTimeoutMs: 10_000,
  /** A whole request, body included: a 5 MB résumé over a 350 kbit/s uplink fits. */
  requestTimeoutMs: 120_000,
  /** After its first 10 s a body must have averaged 1 KB/s: a slow phone sends far more, a drip-feed less. */
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 1024,
} as const;

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface ServerOptions {
  /** Where the request lines go (default: stdout). */
  log?: Logger;
  /** Proxies whose X-Request-Id is kept (nginx sends its $request_id), so one id names the request in both logs. */
  trustedProxies?: string[];
  /** Headers for the 400 a target that cannot be read gets (`npm start`'s server adds the site's). */
  refusalHeaders?: () => OutgoingHttpHeaders;
}

const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

function requestIdOf(request: IncomingMessage, trustedProxies: string[]): string {
  const forwarded = request.headers["x-request-id"];
  return typeof forwarded === "string" &&
    REQUEST_ID.test(forwarded) &&
    isTrustedProxy(request.socket.remoteAddress, trustedProxies)
    ? forwarded
    : randomUUID();
}

/**
 * An HTTP server around `listener` that no request can stop: a malformed request line or header is a
 * 400 from Node itself; an error thrown (or a promise rejected) while answering is a 500 for that request
 * only, logged; slow headers, slow bodies and oversized headers are cut off at SERVER_LIMITS. A target that is
 * not a path, has a malformed percent-escape or decodes to a NUL is a 400 here, before any handler reads it
 * (lib/hosting/requestPath.ts). Every request gets an id (the X-Request-Id response header) and one log line
 * once it is answered or abandoned.
 */
export function createHardenedServer(listener: Listener, options: ServerOptions = {}): Server {
  const log = options.log ?? defaultLog;
  const trustedProxies = options.trustedProxies ?? [];
  const server = createServer(
    {
      maxHeaderSize: SERVER_LIMITS.maxHeaderBytes,
      headersTimeout: SERVER_LIMITS.headersTimeoutMs,
      requestTimeout: SERVER_LIMITS.requestTimeoutMs,
      // How often Node checks the two timeouts above (default 30 s, which would stretch them).
      connectionsCheckingInterval: 1000,
    },
    (request, response) => {
      const started = performance.now();
      const requestId = requestIdOf(request, trustedProxies);
      response.setHeader("X-Request-Id", requestId);
      // Read now: a handler may rewrite request.url to the normalised address it serves.
      const route = routeOf(request.url);
      response.on("close", () => {
        const record: RequestRecord = {
          requestId,
          method: request.method ?? "",
          route,
          // A response cut off before its headers were sent (the client went away) has no status of its own.
          status: response.headersSent ? response.statusCode : 0,
          durationMs: Math.round(performance.now() - started),
        };
        log.info(record, "request");
      });
      guardBodyRate(request, response);
      // A server that is stopping closes each connection once its answer is sent: otherwise the stop waits
      // for the client's keep-alive to lapse (seconds, for every browser that just submitted a form).
      response.on("finish", () => {
        if (!server.listening) setImmediate(() => server.closeIdleConnections());
      });
      if (!readRequestPath(request.url).ok) {
        response
          .writeHead(400, {
            ...options.refusalHeaders?.(),
            "Content-Type": "text/plain; charset=utf-8",
            "Cache-Control": "no-store",
            Connection: "close",
          })
          .end("Bad Request");
        return;
      }
      const fail = (error: unknown) => failed(response, error, log.child({ requestId }));
      try {
        const answered = listener(request, response);
        if (answered instanceof Promise) answered.catch(fail);
      } catch (error) {
        fail(error);
      }
    },
  );
  return server;
}

function failed(response: ServerResponse, error: unknown, log: Logger): void {
  log.error({ err: error }, "unexpected error while answering a request");
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response
    .writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
    .end("Internal Server Error");
}

/**
 * Cut off a request whose body arrives slower than SERVER_LIMITS allow (one byte every few seconds keeps
 * Node's own timeouts from firing for minutes). Measured on the socket, so the body stream is left untouched.
 */
function guardBodyRate(request: IncomingMessage, response: ServerResponse): void {
  const length = Number(request.headers["content-length"] ?? 0);
  if (!(length > 0) && !request.headers["transfer-encoding"]) return;
  const started = Date.now();
  const bytesAtStart = request.socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete || response.writableEnded || request.socket.destroyed) return clearInterval(timer);
    const elapsed = Date.now() - started;
    const received = request.socket.bytesRead - bytesAtStart;
    if (elapsed < SERVER_LIMITS.bodyGraceMs || received >= (SERVER_LIMITS.minBodyBytesPerSecond * elapsed) / 1000)
      return;
    clearInterval(timer);
    if (!response.headersSent) {
      response
        .writeHead(408, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          Connection: "close",
        })
        .end("Request Timeout: the body arrived too slowly.");
    }
    request.socket.destroySoon();
  }, 1000);
  timer.unref();
  response.on("close", () => clearInterval(timer));
}
