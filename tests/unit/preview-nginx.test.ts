// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hosting } from "@/lib/hosting/deployment";
import { siteNginxConfig } from "@/lib/hosting";
import { previewSiteConfig } from "@/scripts/preview-nginx";

// The preview (and so every hosting test) runs the shipped file with only its deployment-specific parts
// replaced: whatever else the tests prove is proven of the shipped rules.
describe("nginx preview configuration", () => {
  const shipped = siteNginxConfig();
  const tls = { certificate: "/tmp/c.pem", key: "/tmp/k.pem" };
  const changed = (preview: string) => {
    const original = new Set(shipped.split("\n"));
    return preview.split("\n").filter((line) => !original.has(line) && !line.startsWith("#"));
  };

  it("over https: listeners, certificate, root, the redirect's port, the receiver, the collector and the access log's file, nothing else", () => {
    const preview = previewSiteConfig(shipped, "/w/out", {
      host: "127.0.0.1",
      port: 8443,
      httpPort: 8080,
      tls,
      leadsReceiver: "127.0.0.1:9",
      collectReceiver: "127.0.0.1:10",
      accessLog: "/tmp/logs/access.log",
    });
    expect(changed(preview).map((l) => l.trim())).toEqual([
      "include /w/out/_nginx/csp.map;",
      "server 127.0.0.1:9;",
      "server 127.0.0.1:10;",
      "listen 127.0.0.1:8080;",
      "listen 127.0.0.1:8443 ssl http2;",
      "root /w/out;",
      "ssl_certificate /tmp/c.pem;",
      "ssl_certificate_key /tmp/k.pem;",
      "access_log /tmp/logs/access.log site_private;",
      "error_page 497 =301 https://$host:8443$request_uri;",
      "return 301 https://$host:8443$request_uri;",
    ]);
    expect(preview).not.toContain(hosting.siteRoot);
  });

  it("without a certificate (the bench without openssl): plain http, no https redirect", () => {
    const preview = previewSiteConfig(shipped, "/w/out", { host: "127.0.0.1", port: 8080 });
    expect(preview).toContain("listen 127.0.0.1:8080;");
    expect(preview).not.toMatch(/ssl|\$site_https = 0|error_page 497/);
    expect(preview).toContain("add_header Content-Security-Policy");
  });
});
