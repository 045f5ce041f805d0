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
import { encodePath, readRequestPath } from "@/lib/hosting/requestPath";
import { isCompressible } from "@/lib/hosting/mimeTypes";
import { notFoundFile, translatedNotFoundPages } from "@/lib/hosting/notFound";
import { trailingSlashTarget } from "@/lib/trailingSlash";
import { NPM_START_PORT } from "@/receiver/config";
import { createHardenedServer } from "@/receiver/httpServer";
import { log } from "@/receiver/log";
import { API_PREFIX, COLLECT_PATH, DESK_PREFIX, describeDatabase, startNodeReceiver } from "@/receiver/node";
import { isTrustedProxy } from "@/receiver/origin";
import { readSiteManifest } from "./manifest";

const root = path.resolve(process.env.OUT_DIR ?? "out");

const manifest = readSiteManifest(root);
if (!manifest) {
  console.error(`No complete build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const { csp, redirects, knownPaths } = manifest;
const privileged = new RegExp(privilegedPayloads());

// HOST and PORT come from the receiver's configuration, read once, with this server's own default port.
const receiver = await startNodeReceiver("everything", { port: NPM_START_PORT });
const { host, port } = receiver.config.listen;
// Each language's unknown-address page, read once (lib/hosting/notFound.ts).
const notFoundPages = new Map(
  ["/404.html", ...translatedNotFoundPages.map((p) => p.file)].map((file) => [
    file,
    readFileSync(path.join(root, file)),
  ]),
);

/**
 * The file under out/ that answers `uri` (decoded and normalised), as nginx's try_files finds it ($uri, $uri.html,
 * $uri/index.html); never one of the hosts' configuration files.
 */
function answeringFile(uri: string): string | undefined {
  for (const candidate of [uri, `${uri}.html`, `${uri.replace(/\/$/, "")}/index.html`]) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue;
    const found = `/${path.relative(root, file).split(path.sep).join("/")}`;
    if (!HOST_CONFIG_FILES.test(found) && statSync(file, { throwIfNoEntry: false })?.isFile()) return found;
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
    // Read once, decoded and normalised as nginx reads $uri: every decision below is taken on `uri` alone.
    // (The hardened server has already answered 400 for a target that cannot be read.)
    const target = readRequestPath(request.url);
    if (!target.ok) throw new Error("unreadable request target passed the server's check");
    const { path: uri, rawPath, search } = target;
    const proto = forwardedProto(request);
    const headers = (file: string) => {
      for (const [name, value] of siteResponseHeaders(file, { https: proto === "https", csp }))
        response.setHeader(name, value);
    };
    // The lead desk sets its own, stricter headers (no site CSP: its pages are the receiver's, not out/'s).
    const desk = uri === DESK_PREFIX || uri.startsWith(`${DESK_PREFIX}/`);
    if (desk && proto !== "http") return receiver.listener(request, response);
    headers(uri);
    if (uri.startsWith(API_PREFIX) || uri === COLLECT_PATH) return receiver.listener(request, response);
    // Behind a TLS proxy, a visitor who came over plain http goes to the same address over https.
    if (proto === "http") {
      const host = request.headers["x-forwarded-host"] ?? request.headers.host ?? "localhost";
      response.writeHead(301, { Location: `https://${host}${rawPath}${search}` }).end();
      return;
    }
    // The site is files: like nginx, it is read (GET, HEAD) and nothing else, and a body is never waited for.
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD", Connection: "close" }).end();
      return;
    }
    const redirect = redirects.get(uri) ?? trailingSlashTarget(uri, knownPaths);
    if (redirect) {
      response.writeHead(301, { Location: `${redirect}${search}` }).end();
      return;
    }
    // Pages with a wider policy are always entered with a full page load (their RSC payloads answer 204), as
    // under nginx: a client-side navigation would keep the previous page's policy.
    if (privileged.test(uri)) {
      response.writeHead(204).end();
      return;
    }
    // out/ also holds the static hosts' and nginx's configuration; they are not part of the site.
    const file = HOST_CONFIG_FILES.test(uri) ? undefined : answeringFile(uri);
    const notFound = notFoundFile(uri);
    headers(file ?? notFound);
    if (!file) {
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(notFoundPages.get(notFound));
      return;
    }
    // serve-handler finds the file again from request.url: give it the address decided on, so that it cannot
    // read another spelling differently.
    request.url = `${encodePath(uri)}${search}`;
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
  {
    trustedProxies: receiver.config.trustedProxies,
    // The 400 for an unreadable address carries the site's headers, as nginx's own 400 does.
    refusalHeaders: () => Object.fromEntries(siteResponseHeaders("/", { https: false, csp })),
  },
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
