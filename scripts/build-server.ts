// The servers compiled to plain JavaScript, so production runs `node` without a TypeScript loader:
//   dist/serve.mjs     `npm start`'s server (the site and the lead receiver on one origin): `npm run serve`
//   dist/receiver.mjs  the receiver alone (leads and the desk), behind nginx: `npm run receiver`, hosting/leads-receiver.service
//   dist/collector.mjs the beacon's /api/collect alone, behind nginx: `npm run collector`, hosting/leads-collector.service
//   dist/leads.mjs     the leads CLI: `npm run leads`
//   dist/healthcheck.mjs  exits 0 once the receiver on HOST:PORT (`--collector`: HOST:COLLECT_PORT) is healthy
//                         (the systemd units' start check)
//   dist/site-paths.json  the site's pages, for the receiver's page-view counts
//   dist/desk-assets/  the lead desk's stylesheet and its one browser script (passkeys), served by the receiver
// Run by `npm run build` after the site. The project's own code and content records are bundled; npm packages
// stay imports and must be production "dependencies" (the build fails naming any that is not), so
// `npm prune --omit=dev` after the build leaves exactly what these need.
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { formOutcomes } from "@/lib/content/forms";
import { FORM_OUTCOME_BASE } from "@/lib/paths";
import { canonicalRoutes, duplicateRoutes } from "@/lib/routes";
import { SITE_PATHS_FILE } from "@/receiver/node";
import { normalizePath } from "@/lib/trailingSlash";

const OUT = path.resolve("dist");
const ENTRIES = {
  serve: "server/serve.ts",
  receiver: "receiver/main.ts",
  collector: "receiver/collector.ts",
  leads: "receiver/cli.ts",
  healthcheck: "receiver/healthcheck.ts",
};

/** "hono/body-limit" → "hono", "@hono/node-server/x" → "@hono/node-server"; Node's own modules → undefined. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith("node:")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

await rm(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: ENTRIES,
  outdir: OUT,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  metafile: true,
  logLevel: "warning",
});
const { dependencies } = JSON.parse(await readFile("package.json", "utf8")) as { dependencies: Record<string, string> };
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports.filter((i) => i.external).map((i) => packageOf(i.path)))
    .filter((name): name is string => name !== undefined),
);
const missing = [...imported].filter((name) => !(name in dependencies));
if (missing.length) {
  throw new Error(
    `The servers import ${missing.join(", ")}, which package.json lists under devDependencies or not at all: ` +
      `move them to "dependencies", or \`npm prune --omit=dev\` would leave the servers without them.`,
  );
}
// The receiver reads its schema migrations from the folder next to it (receiver/db/migrate.ts).
await cp("receiver/db/migrations", path.join(OUT, "migrations"), { recursive: true });
// The site's pages, the only paths the receiver's /api/collect counts (receiver/node.ts reads them).
// The pages a form without JavaScript lands on are pages a visitor reads too.
const sitePaths = [
  ...canonicalRoutes().map((r) => r.path),
  ...duplicateRoutes().map((r) => r.path),
  ...formOutcomes.map((o) => `${FORM_OUTCOME_BASE}/${o.slug}`),
];
// Without trailing slashes, as /api/collect compares them (receiver/measurement/events.ts).
await writeFile(path.join(OUT, SITE_PATHS_FILE), JSON.stringify([...new Set(sitePaths.map(normalizePath))]));
// The desk's assets, likewise next to the servers (receiver/desk/assets.ts): the stylesheet with the site's
// design tokens (app/tokens.css) bundled in, and the passkey script for the browser with
// @simplewebauthn/browser bundled in (a devDependency for that reason).
await cp("receiver/desk/desk-assets", path.join(OUT, "desk-assets"), { recursive: true });
await build({
  entryPoints: { desk: "receiver/desk/desk-assets/desk.css" },
  outdir: path.join(OUT, "desk-assets"),
  bundle: true,
  minify: true,
  allowOverwrite: true,
  logLevel: "warning",
});
await build({
  entryPoints: { passkey: "receiver/desk/browser/passkey.ts" },
  outdir: path.join(OUT, "desk-assets"),
  bundle: true,
  platform: "browser",
  format: "esm",
  target: "es2022",
  minify: true,
  logLevel: "warning",
});
console.log(
  `build-server: ${Object.keys(ENTRIES)
    .map((name) => `dist/${name}.mjs`)
    .join(", ")} (imports: ${[...imported].sort().join(", ")})`,
);
