// What `npm start`'s server knows of the site, read from the files the build writes into out/_server/ (the
// server manifest step and the CSP step of scripts/postbuild/): no route list, Markdown or nginx syntax here.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CspMap } from "@/lib/hosting/cspMap";
import { SERVER_CSP_FILE, SERVER_SITE_FILE } from "@/lib/hosting/hostFiles";
import { translatedNotFoundPages } from "@/lib/hosting/notFound";

/** out/_server/site.json: every address the site answers (for the trailing-slash rule) and its 301 redirects. */
export interface ServerSiteManifest {
  knownPaths: string[];
  redirects: [from: string, to: string][];
}

export interface SiteManifest {
  knownPaths: string[];
  redirects: Map<string, string>;
  csp: { fallback: string; byUri: Map<string, string> };
}

/** The build's manifest for the export in `root`; undefined when `root` holds no complete build. */
export function readSiteManifest(root: string): SiteManifest | undefined {
  const files = [
    "index.html",
    "404.html",
    ...translatedNotFoundPages.map((p) => p.file.slice(1)),
    SERVER_SITE_FILE,
    SERVER_CSP_FILE,
  ].map((file) => path.join(root, file));
  if (!files.every((file) => existsSync(file))) return undefined;
  const site = JSON.parse(readFileSync(path.join(root, SERVER_SITE_FILE), "utf8")) as ServerSiteManifest;
  const csp = JSON.parse(readFileSync(path.join(root, SERVER_CSP_FILE), "utf8")) as CspMap;
  return {
    knownPaths: site.knownPaths,
    redirects: new Map(site.redirects),
    csp: { fallback: csp.fallback, byUri: new Map(Object.entries(csp.byUri)) },
  };
}
