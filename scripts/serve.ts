// `npm start` / `npm run serve`: the built out/ and the lead receiver on ONE origin.
//   /api/leads/*  → the receiver (receiver/, Hono), storing leads in data/leads.db unless LEADS_DATABASE_URL says otherwise
//   anything else → out/ the way a static host serves it (serve-handler, the library behind Vercel's `serve`):
//                   clean URLs (/about → about.html), NAME/index.html for directories, out/404.html with status 404,
//                   and a 301 from a page's address with an added trailing slash to its canonical address.
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import handler from "serve-handler";
import { formOutcomes, FORM_OUTCOME_BASE } from "@/content/formPrivacy";
import { aliasRoutes, canonicalRoutes, duplicateRoutes } from "@/lib/routes";
import { trailingSlashTarget } from "@/lib/trailingSlash";
import { API_PREFIX, createNodeReceiver, describeDatabase } from "@/receiver/node";

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

const receiver = await createNodeReceiver();

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname.startsWith(API_PREFIX)) return receiver.listener(request, response);
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
