// Serves out/ the way a static host does (serve-handler, the library behind Vercel's `serve`):
// clean URLs (/about → about.html), NAME/index.html for directories, and out/404.html with status 404.
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import handler from "serve-handler";

const root = path.resolve(process.env.OUT_DIR ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const server = createServer((request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
  }),
);

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
