// `npm start` / `npm run serve`: the built out/ and the lead receiver on ONE origin, with the same security
// policy as the shipped nginx configuration (lib/hosting/: the headers, each page's CSP and the redirects from the
// build's manifest in out/_server/, caching, compression), so the server can face visitors behind any TLS proxy.
//   /api/leads/*  → the receiver (receiver/, Hono), storing leads in data/leads.db unless LEADS_DATABASE_URL says otherwise
//   /desk, /desk/* → the receiver's lead desk for the agency's staff (receiver/desk/), with its own headers
//   anything else → out/ the way a static host serves it (serve-handler, the library behind Vercel's `serve`):
//                   clean URLs (/about → about.html), NAME/index.html for directories, out/404.html with status 404,
//                   and a 301 from an alias or a page's address with an added trailing slash to its canonical address.
import { createReadStream, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import handler from "serve-handler";
import { siteResponseHeaders } from "@/lib/hosting/headers";
import { HOST_CONFIG_FILES, privilegedPayloads } from "@/lib/hosting/hostFiles";
import { isCompressible } from "@/lib/hosting/mimeTypes";
import { notFoundFile, translatedNotFoundPages } from "@/lib/hosting/notFound";
import { trailingSlashTarget } from "@/lib/trailingSlash";
import { createHardenedServer } from "@/receiver/httpServer";
import { log } from "@/receiver/log";
import { API_PREFIX, COLLECT_PATH, DESK_PREFIX, describeDatabase, startNodeReceiver } from "@/receiver/node";
import { isTrustedProxy } from "@/receiver/origin";
import { readSiteManifest } from "./manifest";

const root = path.resolve(process.env.OUT_DIR ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const manifest = readSiteManifest(root);
if (!manifest) {
  console.error(`No complete build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const { csp, redirects, knownPaths } = manifest;
const privileged = new RegExp(privilegedPayloads());

const receiver = await startNodeReceiver();
// Each language's unknown-address page, read once (lib/hosting/notFound.ts).
const notFoundPages = new Map(
  ["/404.html", ...translatedNotFoundPages.map((p) => p.file)].map((file) => [
    file,
    readFileSync(path.join(root, file)),
  ]),
);

/** The path of a request target, or undefined when it is not a URL at all ("//[", "http://[/"). */
function requestPath(target: string | undefined): URL | undefined {
  return URL.parse(target ?? "/", "http://localhost") ?? undefined;
}

/** The file under out/ that answers `pathname`, as nginx's try_files finds it ($uri, $uri.html, $uri/index.html). */
function answeringFile(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  for (const candidate of [decoded, `${decoded}.html`, `${decoded.replace(/\/$/, "")}/index.html`]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue;
    if (statSync(file, { throwIfNoEntry: false })?.isFile())
      return `/${path.relative(root, file).split(path.sep).join("/")}`;
  }
  return undefined;
}

/** https when a configured proxy (LEADS_TRUSTED_PROXIES) says it terminated TLS; anyone else's word is ignored. */
function forwardedProto(request: IncomingMessage): string | undefined {
  if (!isTrustedProxy(request.socket.remoteAddress, receiver.config.trustedProxies)) return undefined;
  return (
    String(request.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim() || undefined
  );
}

// compression is connect-style middleware typed for Express; it reads and wraps only Node's own objects.
const compress = compression({
  filter: (_request, response) => isCompressible(String(response.getHeader("Content-Type") ?? "")),
}) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const server = createHardenedServer(
  (request, response) => {
    const url = requestPath(request.url);
    const proto = forwardedProto(request);
    const headers = (uri: string) => {
      for (const [name, value] of siteResponseHeaders(uri, { https: proto === "https", csp }))
        response.setHeader(name, value);
    };
    if (!url) {
      headers("/");
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end("Bad Request");
      return;
    }
    // The lead desk sets its own, stricter headers (no site CSP: its pages are the receiver's, not out/'s).
    const desk = url.pathname === DESK_PREFIX || url.pathname.startsWith(`${DESK_PREFIX}/`);
    if (desk && proto !== "http") return receiver.listener(request, response);
    headers(url.pathname);
    if (url.pathname.startsWith(API_PREFIX) || url.pathname === COLLECT_PATH)
      return receiver.listener(request, response);
    // Behind a TLS proxy, a visitor who came over plain http goes to the same address over https.
    if (proto === "http") {
      const host = request.headers["x-forwarded-host"] ?? request.headers.host ?? "localhost";
      response.writeHead(301, { Location: `https://${host}${url.pathname}${url.search}` }).end();
      return;
    }
    // The site is files: like nginx, it is read (GET, HEAD) and nothing else, and a body is never waited for.
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD", Connection: "close" }).end();
      return;
    }
    const redirect = redirects.get(url.pathname) ?? trailingSlashTarget(url.pathname, knownPaths);
    if (redirect) {
      response.writeHead(301, { Location: `${redirect}${url.search}` }).end();
      return;
    }
    // Pages with a wider policy are always entered with a full page load (their RSC payloads answer 204), as
    // under nginx: a client-side navigation would keep the previous page's policy.
    if (privileged.test(url.pathname)) {
      response.writeHead(204).end();
      return;
    }
    // out/ also holds the static hosts' and nginx's configuration; they are not part of the site.
    const file = HOST_CONFIG_FILES.test(url.pathname) ? undefined : answeringFile(url.pathname);
    const notFound = notFoundFile(url.pathname);
    headers(file ?? notFound);
    if (!file) {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(notFoundPages.get(notFound));
      return;
    }
    // Returned, so that a failure anywhere in serving the file reaches the server's 500 instead of escaping.
    return new Promise<void>((resolve, reject) =>
      compress(request, response, () =>
        handler(
          request,
          response,
          { public: root, cleanUrls: true, directoryListing: false, etag: true },
          {
            // serve-handler opens the file before it decides on a 304, and a piped file outlives a visitor who
            // went away: either would keep its descriptor open for good, until the server could open no more.
            // Each file is closed with its response.
            createReadStream: (file, options) => {
              const stream = createReadStream(file, options);
              response.once("close", () => stream.destroy());
              // A file that cannot be read ends that response, never the server.
              stream.once("error", () => response.destroy());
              return stream;
            },
          },
        ).then(resolve, reject),
      ),
    );
  },
  { trustedProxies: receiver.config.trustedProxies },
);

server.listen(port, host, () => {
  const where = path.relative(process.cwd(), root) || ".";
  const origin = `http://${host === "127.0.0.1" ? "localhost" : host}:${port}`;
  log.info(`Serving ${where}, the lead inbox (${API_PREFIX}) and the lead desk (${DESK_PREFIX}/) at ${origin}`);
  log.info(`Leads are stored in ${describeDatabase(receiver.config.databaseUrl)}; read them with \`npm run leads\`.`);
});

// Stop accepting, let requests and e-mails under way finish (bounded), close the database, exit.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void receiver.shutdown(server).then(() => process.exit(0)));
}
