import { readdir, readFile } from "node:fs/promises";
import { get as httpGet } from "node:http";
import { get as httpsGet } from "node:https";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { STATIC_ASSET_PREFIX, adminCsp, securityHeaders, siteRedirects } from "@/lib/hosting";
import { canonicalRoutes } from "@/lib/routes";
import { localeOfPath } from "@/lib/locales";
import { translatedNotFoundPages } from "@/lib/hosting/notFound";
import { SiteServer } from "../e2e-forms/site-server";
import { temporaryDatabase } from "../e2e-forms/support";
import { nginxBaseURL } from "./ports";

// The same policy on every host: for every route (and a build asset, and the search worker) the headers
// out/_headers (Netlify, Cloudflare Pages) and out/vercel.json (Vercel) would send are the ones nginx
// sends with the shipped configuration and the ones `npm start`'s server sends behind a TLS proxy, and all
// of them redirect the same addresses to the same places.

const OUT = path.resolve("out");
type Headers = Record<string, string>;

// `npm start`'s server, as a TLS proxy on this machine (a trusted proxy: loopback) would reach it; one
// server for the file, so its tests share a worker.
test.describe.configure({ mode: "serial" });
const nodePort = Number(new URL(nginxBaseURL).port) + 7;
let node: SiteServer;
let closeDatabase: () => Promise<void>;
test.beforeAll(async () => {
  const { url, remove } = await temporaryDatabase();
  closeDatabase = remove;
  node = new SiteServer(nodePort, url);
  await node.start();
});
test.afterAll(async () => {
  await node.stop();
  await closeDatabase();
});
const behindTls = { "X-Forwarded-Proto": "https" };

/** The only patterns the generated files use: an exact path, or a prefix followed by the wildcard. */
function matches(pattern: string, wildcard: string, address: string): boolean {
  return pattern.endsWith(wildcard) ? address.startsWith(pattern.slice(0, -wildcard.length)) : pattern === address;
}

/** _headers: blocks of a path pattern ("*" = anything) and indented "Name: value" lines; all matching blocks apply. */
function headersFileFor(file: string, address: string): Headers {
  const result: Headers = {};
  let applies = false;
  for (const line of file.split("\n")) {
    if (line.startsWith("/")) {
      applies = matches(line, "*", address);
    } else if (applies && line.startsWith("  ")) {
      const at = line.indexOf(":");
      result[line.slice(2, at).toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return result;
}

interface VercelConfig {
  cleanUrls: boolean;
  redirects: { source: string; destination: string; statusCode: number }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** vercel.json: every rule whose source (a path, or a path ending in "(.*)") matches applies, later ones win. */
function vercelFor(config: VercelConfig, address: string): Headers {
  const result: Headers = {};
  for (const rule of config.headers) {
    if (!matches(rule.source, "(.*)", address)) continue;
    for (const { key, value } of rule.headers) result[key.toLowerCase()] = value;
  }
  return result;
}

test("_headers, vercel.json, nginx and npm start behind TLS send the same headers, route by route", async ({
  request,
}) => {
  const headersFile = await readFile(path.join(OUT, "_headers"), "utf8");
  const vercel = JSON.parse(await readFile(path.join(OUT, "vercel.json"), "utf8")) as VercelConfig;
  const asset = (await readdir(path.join(OUT, "_next/static/chunks"))).find((f) => f.endsWith(".js"));
  const addresses = [
    ...canonicalRoutes().map((r) => r.path),
    "/404",
    `${STATIC_ASSET_PREFIX}chunks/${asset}`,
    "/pagefind/pagefind-worker.js",
    // The editor, with its own policy (lib/hosting/adminCsp.ts).
    "/admin/",
  ];
  for (const address of addresses) {
    const fromFile = headersFileFor(headersFile, address);
    expect(vercelFor(vercel, address), address).toEqual(fromFile);
    // Every address gets the security headers; pages and the worker their policy too.
    for (const [name] of securityHeaders()) expect(Object.keys(fromFile), address).toContain(name.toLowerCase());
    const translated = localeOfPath(address) !== "en";
    if (!address.startsWith(STATIC_ASSET_PREFIX) && !translated)
      expect(Object.keys(fromFile), address).toContain("content-security-policy");
    const nginxResponse = await request.get(address, { maxRedirects: 0 });
    const fromNginx = nginxResponse.headers();
    const fromNode = (await request.get(`${node.origin}${address}`, { maxRedirects: 0, headers: behindTls })).headers();
    if (translated) {
      // The static hosts leave a Telugu or Hindi page's policy to its <meta> (lib/hosting/languagePolicies.ts):
      // the same policy nginx sends as a header, and no header that would contradict it.
      expect(Object.keys(fromFile), address).not.toContain("content-security-policy");
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await nginxResponse.text())?.[1];
      expect(fromNginx["content-security-policy"], address).toContain(
        meta?.replaceAll("&#x27;", "'") ?? "no meta policy",
      );
    }
    if (address === "/admin/") expect(fromFile["content-security-policy"]).toContain(adminCsp("header"));
    for (const [name, value] of Object.entries(fromFile)) {
      expect(`nginx ${address} ${name}: ${fromNginx[name]}`).toBe(`nginx ${address} ${name}: ${value}`);
      expect(`npm start ${address} ${name}: ${fromNode[name]}`).toBe(`npm start ${address} ${name}: ${value}`);
    }
  }
});

test("_redirects, vercel.json, nginx and npm start redirect the same addresses to the same pages with 301", async ({
  request,
}) => {
  const lines = (await readFile(path.join(OUT, "_redirects"), "utf8"))
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));
  // Netlify's per-language 404s ("/te/* /te/404.html 404") are no redirects; Vercel has no per-folder 404.
  const notFoundLines = lines.filter(([, , status]) => status === "404");
  expect(notFoundLines).toEqual(translatedNotFoundPages.map(({ prefix, file }) => [`${prefix}/*`, file, "404"]));
  const redirects = lines.filter(([, , status]) => status !== "404");
  const vercel = JSON.parse(await readFile(path.join(OUT, "vercel.json"), "utf8")) as VercelConfig;
  expect(vercel.cleanUrls).toBe(true);
  expect(
    redirects.map(([from, to, status]) => ({
      source: from,
      destination: to,
      statusCode: Number(status!.replace("!", "")),
    })),
  ).toEqual(vercel.redirects);
  expect(vercel.redirects.map((r) => r.source)).toEqual(siteRedirects().map((r) => r.from));
  for (const { source, destination, statusCode } of vercel.redirects) {
    for (const origin of ["", node.origin]) {
      const response = await request.get(`${origin}${source}`, { maxRedirects: 0, headers: behindTls });
      expect(`${origin}${source} ${response.status()} ${response.headers()["location"]}`).toBe(
        `${origin}${source} ${statusCode} ${destination}`,
      );
    }
  }
});

/** One GET as sent, its body as it came over the wire (not decoded): what a visitor's phone downloads. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Headers; body: Buffer }> {
  const get = url.startsWith("https:") ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    get(url, { headers, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers as Headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  none: (body) => body,
};

test("nginx and npm start send brotli to a browser that takes it, gzip to one that takes only gzip, the same bytes", async () => {
  const css = (await readdir(path.join(OUT, "_next/static/chunks"))).find((f) => f.endsWith(".css"));
  const files = [
    ["/", "index.html"],
    ["/te", "te.html"],
    [`${STATIC_ASSET_PREFIX}chunks/${css}`, `_next/static/chunks/${css}`],
  ];
  const asked = { "gzip, deflate, br, zstd": "br", "gzip, deflate": "gzip", identity: "none" };
  for (const [address, file] of files) {
    const bytes = await readFile(path.join(OUT, file!));
    for (const [server, origin] of [
      ["nginx", nginxBaseURL],
      ["npm start", node.origin],
    ]) {
      const sizes: Record<string, number> = {};
      for (const [acceptEncoding, encoding] of Object.entries(asked)) {
        const response = await rawGet(`${origin}${address}`, { "accept-encoding": acceptEncoding, ...behindTls });
        const what = `${server} ${address} for ${acceptEncoding}`;
        expect(response.headers["content-encoding"] ?? "none", what).toBe(encoding);
        expect(response.headers["vary"], what).toMatch(/accept-encoding/i);
        expect(decoders[encoding]!(response.body).equals(bytes), `${what}: the file's bytes`).toBe(true);
        sizes[encoding] = response.body.length;
      }
      // A page carries its CSS twice; brotli's window spans both copies, gzip's does not.
      if (file!.endsWith(".html"))
        expect(sizes.br, `${server} ${address}: brotli against gzip`).toBeLessThan(0.8 * sizes.gzip!);
    }
  }
});
