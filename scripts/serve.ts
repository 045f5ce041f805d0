// `npm start` / `npm run serve`: the built out/ and the lead receiver on ONE origin.
//   /api/leads/*  → the receiver (receiver/, Hono), storing leads in data/leads.db unless LEADS_DATABASE_URL says otherwise
//   anything else → out/ the way a static host serves it (serve-handler, the library behind Vercel's `serve`):
//                   clean URLs (/about → about.html), NAME/index.html for directories, out/404.html with status 404,
//                   and a 301 from a page's address with an added trailing slash to its canonical address.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import handler from "serve-handler";
import { formOutcomes, FORM_OUTCOME_BASE } from "@/content/formPrivacy";
import { aliasRoutes, canonicalRoutes, duplicateRoutes } from "@/lib/routes";
import { HOST_CONFIG_FILES } from "@/lib/hosting";
import { trailingSlashTarget } from "@/lib/trailingSlash";
import { createHardenedServer } from "@/receiver/httpServer";
import { API_PREFIX, startNodeReceiver, describeDatabase } from "@/receiver/node";

const root = path.resolve(process.env.OUT_DIR ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const knownPaths = [
  ...canonicalRoutes().map((r) => r.path),
  ...duplicateRoutes().map((r) => r.path),
  ...aliasRoutes().map((r) => r.from),
  ...formOutcomes.map((o) => `${FORM_OUTCOME_BASE}/${o.slug}`),
];

const receiver = await startNodeReceiver();
const notFoundPage = readFileSync(path.join(root, "404.html"));

/** The path of a request target, or undefined when it is not a URL at all ("//[", "http://[/"). */
function requestPath(target: string | undefined): URL | undefined {
  return URL.parse(target ?? "/", "http://localhost") ?? undefined;
}

const server = createHardenedServer((request, response) => {
  const url = requestPath(request.url);
  if (!url) {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end("Bad Request");
    return;
  }
  if (url.pathname.startsWith(API_PREFIX)) return receiver.listener(request, response);
  // The site is files: like nginx, it is read (GET, HEAD) and nothing else, and a body is never waited for.
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD", Connection: "close" }).end();
    return;
  }
  // out/ also holds the static hosts' and nginx's configuration; they are not part of the site.
  if (HOST_CONFIG_FILES.test(url.pathname)) {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(notFoundPage);
    return;
  }
  const canonical = trailingSlashTarget(url.pathname, knownPaths);
  if (canonical) {
    response.writeHead(301, { Location: `${canonical}${url.search}` }).end();
    return;
  }
  return handler(request, response, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
  });
});

server.listen(port, host, () => {
  const where = path.relative(process.cwd(), root) || ".";
  const origin = `http://${host === "127.0.0.1" ? "localhost" : host}:${port}`;
  console.log(`Serving ${where} and the lead inbox (${API_PREFIX}) at ${origin}`);
  console.log(
    `Leads are stored in ${describeDatabase(receiver.config.databaseUrl)}; read them with \`npm run leads\`.`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => (receiver.db.close(), process.exit(0))));
}
