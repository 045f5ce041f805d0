import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { nginxBinary, startNginx } from "@/scripts/preview-nginx";
import { throwawayTls } from "@/scripts/tls";
import { SiteServer } from "../e2e-forms/site-server";
import { temporaryDatabase } from "../e2e-forms/support";

// The MDN HTTP Observatory's own scan and scoring (npm @mdn/mdn-http-observatory) against the shipped
// nginx configuration behind TLS on 127.0.0.1, with a throwaway certificate the scanner is told to
// trust. Plain http to that port is redirected to https by the shipped configuration (error_page 497),
// so the scan's http → https check runs against a rule of the shipped file.

// The shipped nginx on this port; the plain TLS proxy and `npm start`'s server on the next two (serial).
const port = Number(process.env.OBSERVATORY_PORT ?? Number(process.env.NGINX_PORT ?? 8080) + 4);
test.describe.configure({ mode: "serial" });

/**
 * The package's install script downloads the browsers' HSTS preload list, and install scripts are off
 * (.npmrc). The site is not on that list, so an empty list is the truth for it: write one if missing.
 */
function ensureEmptyPreloadList() {
  const pkg = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  const list = path.join(pkg, "conf", "hsts-preload.json");
  if (!existsSync(list)) writeFileSync(list, "{}\n");
}

/** Scan host:port over https (trusting the throwaway certificate) and check the result is the top score. */
function expectTopScore(hostPort: string, certificate: string) {
  const output = execFileSync(process.execPath, [path.resolve("tests/e2e-nginx/observatory-scan.mjs"), hostPort], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
    encoding: "utf8",
  });
  const result = JSON.parse(output) as {
    scan: { score: number; grade: string };
    tests: Record<string, { result: string; scoreModifier: number; pass: boolean }>;
  };
  const below = Object.entries(result.tests)
    .filter(([, t]) => t.scoreModifier < 0)
    .map(([name, t]) => `${name}: ${t.result} (${t.scoreModifier})`);
  expect(below).toEqual([]);
  const bonus = Object.fromEntries(Object.entries(result.tests).map(([name, t]) => [name, t.result]));
  expect(bonus).toMatchObject({
    "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
    "cross-origin-resource-policy": "corp-implemented-with-same-origin",
    "subresource-integrity": "sri-implemented-and-all-scripts-loaded-securely",
    redirection: "redirection-to-https",
  });
  expect(result.scan.score).toBe(135);
  expect(result.scan.grade).toBe("A+");
}

async function tlsAnswers(port: number) {
  await expect(async () => {
    execFileSync("openssl", ["s_client", "-connect", `127.0.0.1:${port}`], {
      input: "",
      stdio: ["pipe", "ignore", "ignore"],
    });
  }).toPass({ timeout: 10_000 });
}

test("MDN HTTP Observatory: score 135 (the maximum without the HSTS preload list), no test below zero", async () => {
  test.setTimeout(90_000);
  ensureEmptyPreloadList();
  const tls = throwawayTls();
  expect(tls, "openssl makes the throwaway certificate").toBeTruthy();
  const server = startNginx({ port, tls: tls! });
  try {
    await tlsAnswers(port);
    expectTopScore(`127.0.0.1:${port}`, tls!.certificate);
  } finally {
    await server.stop();
  }
});

/**
 * A platform's TLS in front of `npm start`'s server (Caddy, a load balancer): it terminates TLS, redirects
 * plain http to https, and passes X-Forwarded-Proto; it adds no header of its own. Everything the scan
 * grades comes from the Node server.
 */
function startTlsProxy(listenPort: number, upstreamPort: number, tls: { certificate: string; key: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), "tls-proxy-"));
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      "error_log stderr warn;",
      "events { worker_connections 64; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/f;`,
      `  uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;`,
      "  server {",
      `    listen 127.0.0.1:${listenPort} ssl;`,
      `    ssl_certificate ${tls.certificate}; ssl_certificate_key ${tls.key};`,
      `    error_page 497 =301 https://$host:${listenPort}$request_uri;`,
      "    location / {",
      `      proxy_pass http://127.0.0.1:${upstreamPort};`,
      "      proxy_set_header Host $host;",
      "      proxy_set_header X-Forwarded-For $remote_addr;",
      "      proxy_set_header X-Forwarded-Proto https;",
      "    }",
      "  }",
      "}",
    ].join("\n"),
  );
  const child = spawn(nginxBinary(), ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = once(child, "exit");
  return async () => {
    child.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}

test("MDN HTTP Observatory: `npm start`'s server behind a plain TLS proxy scores 135 too", async () => {
  test.setTimeout(90_000);
  ensureEmptyPreloadList();
  const tls = throwawayTls();
  expect(tls, "openssl makes the throwaway certificate").toBeTruthy();
  const { url, remove } = await temporaryDatabase();
  const node = new SiteServer(port + 2, url);
  await node.start();
  const stopProxy = startTlsProxy(port + 1, port + 2, tls!);
  try {
    await tlsAnswers(port + 1);
    expectTopScore(`127.0.0.1:${port + 1}`, tls!.certificate);
  } finally {
    await stopProxy();
    await node.stop();
    await remove();
  }
});
