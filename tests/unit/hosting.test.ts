// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serviceAliases } from "@/content/aliases";
import { site } from "@/content/site";
import {
  IMMUTABLE_CACHE,
  PERMISSIONS_POLICY,
  buildCsp,
  cspSourcesFromEnv,
  inlineScripts,
  originOf,
  redirectRules,
  renderHeadersFile,
  renderNginxCspMap,
  renderRedirectsFile,
  scriptHash,
  securityHeaders,
  uriKeys,
  withMetaCsp,
} from "@/lib/hosting";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { nginxConfigFromRecords } from "@/scripts/postbuild/hosting-config";
import { applyCsp } from "@/scripts/postbuild/csp";

const noSources = { formOrigins: [], analyticsOrigins: [], frameOrigins: [], mediaOrigins: [] };
const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d === name || d.startsWith(`${name} `));

describe("redirect rules from the alias table", () => {
  const rules = redirectRules(aliasRoutes(), canonicalRoutes().map((r) => r.path));

  it("send every alias, with and without a trailing slash, to its canonical page with 301", () => {
    expect(rules).toHaveLength(serviceAliases.length * 2);
    for (const { from, to } of aliasRoutes()) {
      expect(rules).toContainEqual({ from, to, status: 301 });
      expect(rules).toContainEqual({ from: `${from}/`, to, status: 301 });
      expect(canonicalRoutes().map((r) => r.path)).toContain(to);
    }
    expect(rules).toContainEqual({ from: "/services/ppc", to: "/search-engine-marketing", status: 301 });
  });

  it("refuse an alias that shadows a canonical route or is listed twice", () => {
    expect(() => redirectRules([{ from: "/about", to: "/contact" }], ["/about"])).toThrow(/canonical/);
    expect(() => redirectRules([{ from: "/x", to: "/a" }, { from: "/x/", to: "/b" }])).toThrow(/twice/);
  });

  it("render the same rules as _redirects and nginx locations", () => {
    const file = renderRedirectsFile(rules);
    const nginx = nginxConfigFromRecords();
    for (const rule of rules) {
      expect(file).toContain(`\n${rule.from} ${rule.to} 301\n`);
      expect(nginx).toContain(`location = ${rule.from} {`);
    }
    expect(nginx.match(/return 301 /g)).toHaveLength(rules.length);
    // Netlify needs "!" so an exported alias page cannot shadow the redirect.
    expect(renderRedirectsFile(rules, { force: true })).toContain("\n/services/ppc /search-engine-marketing 301!\n");
  });

  it("_headers stays within Cloudflare Pages' 100 rules with every page built", () => {
    const pages = canonicalRoutes().map((r) => ({
      file: r.path === "/" ? "index.html" : r.path.endsWith("/") ? `${r.path.slice(1)}index.html` : `${r.path.slice(1)}.html`,
      policy: "default-src 'self'",
    }));
    const rules = renderHeadersFile([...pages, { file: "404.html", policy: "x" }]).split("\n").filter((l) => l.startsWith("/"));
    expect(rules.length).toBeLessThanOrEqual(100);
  });
});

describe("headers", () => {
  it("carry HSTS of at least a year with subdomains, nosniff, referrer, COOP and framing denied", () => {
    const headers = Object.fromEntries(securityHeaders());
    const maxAge = Number(/max-age=(\d+)/.exec(headers["Strict-Transport-Security"]!)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(headers["Strict-Transport-Security"]).toContain("includeSubDomains");
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("turn off the features the site does not use", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    // Unknown feature names make Chrome log an error on every page.
    expect(PERMISSIONS_POLICY).not.toContain("interest-cohort");
  });

  it("_headers: security headers on every path, CSP only per page, immutable build assets", () => {
    const file = renderHeadersFile([{ file: "about.html", policy: "default-src 'self'" }]);
    const blocks = file.split(/\n(?=\/)/);
    const all = blocks.find((b) => b.startsWith("/*\n"))!;
    expect(all).toContain("X-Frame-Options: DENY");
    expect(all).not.toContain("Content-Security-Policy");
    expect(all).not.toContain("Cache-Control");
    expect(blocks.find((b) => b.startsWith("/_next/static/*"))).toContain(`Cache-Control: ${IMMUTABLE_CACHE}`);
    expect(blocks.find((b) => b.startsWith("/about\n"))).toContain(
      "Content-Security-Policy: default-src 'self'; upgrade-insecure-requests",
    );
    expect(blocks.find((b) => b.startsWith("/about\n"))).toContain("Cache-Control: no-cache");
  });
});

describe("Content-Security-Policy", () => {
  it("hashes the exact text of each executable inline script, skipping external scripts and data blocks", () => {
    const html =
      '<head><meta charSet="utf-8"/><script src="/a.js" async=""></script></head><body>' +
      "<script>self.__next_f.push([1])</script>" +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module">import "/b.js"</script></body>';
    expect(inlineScripts(html)).toEqual(["self.__next_f.push([1])", 'import "/b.js"']);
    // The browser hashes the text after the parser's newline normalisation.
    expect(inlineScripts("<script>a()\r\nb()\rc()</script>")).toEqual(["a()\nb()\nc()"]);
    // Known vector: sha256 of "alert(1)".
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it("builds a strict policy: hashes in script-src, no unsafe-inline for scripts, configured origins", () => {
    const sources = cspSourcesFromEnv(
      {
        NEXT_PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abc",
        NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.in/apply?x=1",
        NEXT_PUBLIC_MEDIA_ORIGINS: "https://media.example.in/videos, not a url",
      },
      site.mapEmbedUrl,
    );
    const policy = buildCsp({ ...sources, scriptHashes: ["'sha256-abc='"], delivery: "header" });
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://formspree.io https://forms.example.in");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://formspree.io https://forms.example.in");
    expect(directive(policy, "frame-src")).toBe("frame-src https://www.google.com");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: https://media.example.in");
    expect(directive(policy, "media-src")).toBe("media-src 'self' https://media.example.in");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(buildCsp({ ...noSources, scriptHashes: [], delivery: "header", upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it("leaves out of the meta element what a meta element cannot or must not carry", () => {
    const meta = buildCsp({ ...noSources, scriptHashes: [], delivery: "meta", upgradeInsecureRequests: true });
    expect(meta).not.toContain("frame-ancestors");
    expect(meta).not.toContain("upgrade-insecure-requests");
    expect(directive(meta, "frame-src")).toBe("frame-src 'none'");
  });

  it("with endpoints unset, allows only the site itself", () => {
    const sources = cspSourcesFromEnv({}, site.mapEmbedUrl);
    expect(sources).toEqual({ formOrigins: [], analyticsOrigins: [], frameOrigins: ["https://www.google.com"], mediaOrigins: [] });
    expect(originOf("javascript:alert(1)")).toBeUndefined();
  });

  it("puts the meta element right after the charset, before any script, once", () => {
    const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/x.js"></script></head><body><script>go()</script></body></html>';
    const { html, header } = applyCsp(page, {});
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(header).toContain(scriptHash("go()"));
    expect(applyCsp(html, {}).html).toBe(html);
    expect(withMetaCsp("<html><head><title>x</title></head></html>", "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>x</title></head></html>`,
    );
  });

  it("nginx map keys cover every address a page file answers", () => {
    expect(uriKeys("about.html")).toEqual(["/about.html", "/about"]);
    expect(uriKeys("web-hosting-services/index.html")).toEqual([
      "/web-hosting-services/index.html",
      "/web-hosting-services/",
      "/web-hosting-services",
    ]);
    const map = renderNginxCspMap([{ file: "index.html", policy: "default-src 'self'" }], "default-src 'none'");
    expect(map).toContain(`default "default-src 'none'";`);
    expect(map).toContain(`\n/ "default-src 'self'";`);
    expect(map).toContain(`\n//index.html "default-src 'self'";`);
  });
});

describe("hosting/nginx.conf", () => {
  it("is the configuration the records produce today (run `npm run build` and commit it if not)", () => {
    // server_name follows NEXT_PUBLIC_SITE_URL of the build that wrote the file; everything else must match.
    const withoutHost = (config: string) => config.replace(/server_name [^;]+;/, "server_name _;");
    expect(withoutHost(readFileSync("hosting/nginx.conf", "utf8"))).toBe(withoutHost(nginxConfigFromRecords()));
  });

  it("serves clean URLs, the 404 page, immutable build assets and revalidated HTML", () => {
    const config = nginxConfigFromRecords();
    expect(config).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toMatch(/location \^~ \/_next\/static\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable" always;/);
    expect(config).toContain('~\\.(html|txt)$ "no-cache";');
    expect(config).toMatch(/types \{[^}]*text\/plain\s+txt;[^}]*font\/woff2\s+woff2;[^}]*video\/webm\s+webm;/);
  });
});

describe("nginx CSP map", () => {
  it("lists each address once when a page is also exported as NAME/index.html (nginx rejects duplicate keys)", () => {
    const map = renderNginxCspMap(
      [
        { file: "web-hosting-services.html", policy: "a" },
        { file: "web-hosting-services/index.html", policy: "a" },
      ],
      "default-src 'none'",
    );
    const keys = map
      .split("\n")
      .filter((line) => line.startsWith("/"))
      .map((line) => line.split(" ")[0]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining(["/web-hosting-services", "/web-hosting-services/", "/web-hosting-services.html"]),
    );
  });
});

describe("_headers", () => {
  it("gives alias addresses no page block (they answer 301) and each address one block", () => {
    const file = renderHeadersFile(
      [
        { file: "services/branding.html", policy: "p" },
        { file: "web-hosting-services.html", policy: "p" },
        { file: "web-hosting-services/index.html", policy: "p" },
      ],
      ["/services/branding"],
    );
    const paths = file.split("\n").filter((line) => line.startsWith("/") && !line.includes("*"));
    expect(paths).not.toContain("/services/branding");
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/web-hosting-services/");
  });
});
