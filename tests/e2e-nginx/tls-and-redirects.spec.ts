import { expect, test } from "@playwright/test";
import { securityHeaders, siteRedirects } from "@/lib/hosting";
import { canonicalRoutes } from "@/lib/routes";
import { nginxBaseURL, nginxHttpPort } from "./ports";
import { missingSecurityHeaders, rawRequest } from "./support";

// TLS and addresses under the shipped nginx configuration: plain http goes to https on the same host,
// X-Forwarded-Proto counts only from a trusted proxy, and every redirect is a 301 that keeps the query.

const httpsPort = new URL(nginxBaseURL).port;
const get = (path: string, headers: string[] = []) =>
  [`GET ${path} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close", ...headers, "", ""].join("\r\n");

test("plain http answers 301 to the same address over https, query included", async () => {
  for (const address of ["/", "/about?ref=x", "/services/seo"]) {
    const answer = await rawRequest(get(address), { port: nginxHttpPort, tls: false });
    expect(answer.status, address).toBe(301);
    expect(answer.headers["location"], address).toBe(`https://127.0.0.1:${httpsPort}${address}`);
  }
});

test("behind a trusted TLS-terminating proxy: served, with upgrade-insecure-requests; from anyone else: redirected", async () => {
  const viaProxy = await rawRequest(get("/about", ["X-Forwarded-Proto: https"]), { port: nginxHttpPort, tls: false });
  expect(viaProxy.status).toBe(200);
  expect(viaProxy.headers["content-security-policy"]).toMatch(/; upgrade-insecure-requests$/);
  expect(missingSecurityHeaders(viaProxy.headers, securityHeaders())).toEqual([]);
  // 127.0.0.2 is not a configured proxy: its X-Forwarded-Proto is ignored.
  const spoofed = await rawRequest(get("/about", ["X-Forwarded-Proto: https"]), {
    port: nginxHttpPort,
    tls: false,
    localAddress: "127.0.0.2",
  });
  expect(spoofed.status).toBe(301);
  expect(spoofed.headers["location"]).toBe(`https://127.0.0.1:${httpsPort}/about`);
});

test("every canonical route with a trailing slash added answers 301 to its canonical address", async ({ request }) => {
  let checked = 0;
  for (const { path } of canonicalRoutes()) {
    if (path === "/" || path.endsWith("/")) continue;
    const response = await request.get(`${path}/?utm_source=test`, { maxRedirects: 0 });
    expect(`${path}/ ${response.status()} ${response.headers()["location"]}`).toBe(
      `${path}/ 301 ${path}?utm_source=test`,
    );
    expect(missingSecurityHeaders(response.headers(), securityHeaders()), path).toEqual([]);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(10);
});

test("/web-hosting-services/ keeps its slash; its slash-less form is served too", async ({ request }) => {
  for (const address of ["/web-hosting-services/", "/web-hosting-services"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
  }
  expect(siteRedirects().map((r) => r.from)).not.toContain("/web-hosting-services/");
});

test("a redirect goes straight to the canonical page: no chains", async ({ request }) => {
  for (const rule of siteRedirects()) {
    const target = await request.get(rule.to, { maxRedirects: 0 });
    expect(target.status(), rule.to).toBe(200);
  }
});
