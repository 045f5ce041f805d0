import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { STATIC_ASSET_PREFIX, securityHeaders, siteRedirects } from "@/lib/hosting";
import { canonicalRoutes } from "@/lib/routes";

// The same policy on every host: for every route (and a build asset, and the search worker) the headers
// out/_headers (Netlify, Cloudflare Pages) and out/vercel.json (Vercel) would send are the ones nginx
// sends with the shipped configuration, and all three redirect the same addresses to the same places.

const OUT = path.resolve("out");
type Headers = Record<string, string>;

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

test("_headers, vercel.json and nginx send the same headers, route by route", async ({ request }) => {
  const headersFile = await readFile(path.join(OUT, "_headers"), "utf8");
  const vercel = JSON.parse(await readFile(path.join(OUT, "vercel.json"), "utf8")) as VercelConfig;
  const asset = (await readdir(path.join(OUT, "_next/static/chunks"))).find((f) => f.endsWith(".js"));
  const addresses = [
    ...canonicalRoutes().map((r) => r.path),
    "/404",
    `${STATIC_ASSET_PREFIX}chunks/${asset}`,
    "/pagefind/pagefind-worker.js",
  ];
  for (const address of addresses) {
    const fromFile = headersFileFor(headersFile, address);
    expect(vercelFor(vercel, address), address).toEqual(fromFile);
    // Every address gets the security headers; pages and the worker their policy too.
    for (const [name] of securityHeaders()) expect(Object.keys(fromFile), address).toContain(name.toLowerCase());
    if (!address.startsWith(STATIC_ASSET_PREFIX))
      expect(Object.keys(fromFile), address).toContain("content-security-policy");
    const served = (await request.get(address, { maxRedirects: 0 })).headers();
    for (const [name, value] of Object.entries(fromFile))
      expect(`${address} ${name}: ${served[name]}`).toBe(`${address} ${name}: ${value}`);
  }
});

test("_redirects, vercel.json and nginx redirect the same addresses to the same pages with 301", async ({
  request,
}) => {
  const redirects = (await readFile(path.join(OUT, "_redirects"), "utf8"))
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(/\s+/));
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
    const response = await request.get(source, { maxRedirects: 0 });
    expect(`${source} ${response.status()} ${response.headers()["location"]}`).toBe(
      `${source} ${statusCode} ${destination}`,
    );
  }
});
