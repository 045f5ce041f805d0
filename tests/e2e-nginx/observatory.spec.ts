import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startNginx } from "@/scripts/preview-nginx";
import { throwawayTls } from "@/scripts/tls";

// The MDN HTTP Observatory's own scan and scoring (npm @mdn/mdn-http-observatory) against the shipped
// nginx configuration behind TLS on 127.0.0.1, with a throwaway certificate the scanner is told to
// trust. Plain http to that port is redirected to https by the shipped configuration (error_page 497),
// so the scan's http → https check runs against a rule of the shipped file.

const port = Number(process.env.OBSERVATORY_PORT ?? Number(process.env.NGINX_PORT ?? 8080) + 4);

/**
 * The package's install script downloads the browsers' HSTS preload list, and install scripts are off
 * (.npmrc). The site is not on that list, so an empty list is the truth for it: write one if missing.
 */
function ensureEmptyPreloadList() {
  const pkg = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  const list = path.join(pkg, "conf", "hsts-preload.json");
  if (!existsSync(list)) writeFileSync(list, "{}\n");
}

test("MDN HTTP Observatory: score 135 (the maximum without the HSTS preload list), no test below zero", async () => {
  test.setTimeout(90_000);
  ensureEmptyPreloadList();
  const tls = throwawayTls();
  expect(tls, "openssl makes the throwaway certificate").toBeTruthy();
  const server = startNginx({ port, tls: tls! });
  try {
    await expect(async () => {
      execFileSync("openssl", ["s_client", "-connect", `127.0.0.1:${port}`], {
        input: "",
        stdio: ["pipe", "ignore", "ignore"],
      });
    }).toPass({ timeout: 10_000 });
    const output = execFileSync(
      process.execPath,
      [path.resolve("tests/e2e-nginx/observatory-scan.mjs"), `127.0.0.1:${port}`],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: tls!.certificate },
        encoding: "utf8",
      },
    );
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
  } finally {
    await server.stop();
  }
});
