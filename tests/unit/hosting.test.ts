// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
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
  cspMapOf,
  type CspMap,
  cacheControlFor,
  isCompressible,
  siteResponseHeaders,
  renderRedirectsFile,
  hashSource,
  htmlFileForRoute,
  inlineStyles,
  PatternNotFound,
  renderVercelConfig,
  securityHeaders,
  siteNginxConfig,
  siteRedirects,
  styleAttributes,
  trailingSlashRules,
  integrityOf,
  uriKeys,
  withIntegrity,
  withMetaCsp,
} from "@/lib/hosting";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { securePage } from "@/scripts/postbuild/csp";

const fakeIntegrity = (urlPath: string) => `sha384-of-${urlPath}`;
// The parts every page Next exports has and the post-build rewrites: an async script and an inline payload chunk.
const asExported = (html: string) =>
  html
    .replace("</head>", '<script src="/_next/static/app.js" async=""></script></head>')
    .replace("</body>", '<script>self.__next_f.push([1,"0:{}\\n"])</script></body>');
const applyCsp = (html: string, file = "about.html") =>
  securePage(asExported(html), { file, env: {}, integrityFor: fakeIntegrity });

const noSources = { formOrigins: [], analyticsOrigins: [], frameOrigins: [], mediaOrigins: [] };
const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d === name || d.startsWith(`${name} `));

describe("redirect rules from the alias table", () => {
  const rules = redirectRules(
    aliasRoutes(),
    canonicalRoutes().map((r) => r.path),
  );

  it("send every alias, with and without a trailing slash, to its canonical page with 301", () => {
    expect(rules).toHaveLength(aliasRoutes().length * 2);
    for (const { from, to } of aliasRoutes()) {
      expect(rules).toContainEqual({ from, to, status: 301 });
      expect(rules).toContainEqual({ from: `${from}/`, to, status: 301 });
      expect(canonicalRoutes().map((r) => r.path)).toContain(to);
    }
    expect(rules).toContainEqual({ from: "/services/ppc", to: "/search-engine-marketing", status: 301 });
  });

  it("refuse an alias that shadows a canonical route or is listed twice", () => {
    expect(() => redirectRules([{ from: "/about", to: "/contact" }], ["/about"])).toThrow(/canonical/);
    expect(() => redirectRules([{ from: "/About/", to: "/contact" }], ["/about"])).toThrow(/canonical/);
    expect(() =>
      redirectRules([
        { from: "/x", to: "/a" },
        { from: "/x/", to: "/b" },
      ]),
    ).toThrow(/twice/);
  });

  it("render the same rules as _redirects and nginx locations", () => {
    const file = renderRedirectsFile(rules);
    const nginx = siteNginxConfig();
    for (const rule of siteRedirects()) expect(nginx).toContain(`\n    ${rule.from} ${rule.to};\n`);
    for (const rule of rules) expect(file).toContain(`\n${rule.from} ${rule.to} 301\n`);
    // One redirect rule for all of them, and one for http → https.
    expect(nginx.match(/return 301 /g)).toHaveLength(2);
    expect(nginx).toContain("error_page 497 =301 https://$host$request_uri;");
    // Netlify needs "!" so an exported alias page cannot shadow the redirect.
    expect(renderRedirectsFile(rules, { force: true })).toContain("\n/services/ppc /search-engine-marketing 301!\n");
  });

  it("_headers stays within Cloudflare Pages' 100 rules with every page built", () => {
    // A route whose address ends in a slash is exported twice: NAME.html and its NAME/index.html copy.
    const pages = canonicalRoutes()
      .flatMap((r) => [
        htmlFileForRoute(r.path),
        ...(r.path.length > 1 && r.path.endsWith("/") ? [`${r.path.slice(1)}index.html`] : []),
      ])
      .map((file) => ({ file, policy: "default-src 'self'" }));
    const rules = renderHeadersFile([...pages, { file: "404.html", policy: "x" }])
      .split("\n")
      .filter((l) => l.startsWith("/"));
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
    expect(hashSource("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
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
    expect(directive(policy, "default-src")).toBe("default-src 'none'");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(policy, "style-src")).toBe("style-src 'self'");
    expect(directive(policy, "worker-src")).toBe("worker-src 'none'");
    expect(directive(policy, "font-src")).toBe("font-src 'self'");
    expect(directive(policy, "manifest-src")).toBe("manifest-src 'self'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://formspree.io https://forms.example.in");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://formspree.io https://forms.example.in");
    expect(directive(policy, "frame-src")).toBe("frame-src 'none'");
    expect(directive(policy, "img-src")).toBe("img-src 'self' https://media.example.in");
    expect(directive(policy, "media-src")).toBe("media-src 'self' https://media.example.in");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
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

  it("gives each page only what it needs: WebAssembly and a worker on /search, the map's frame on /contact", () => {
    const page = '<html><head><meta charSet="utf-8"/></head><body><script>go()</script></body></html>';
    const about = applyCsp(page, "about.html").header;
    const search = applyCsp(page, "search.html").header;
    const contact = applyCsp(page, "contact.html").header;
    expect(directive(search, "script-src")).toContain("'wasm-unsafe-eval'");
    expect(directive(search, "worker-src")).toBe("worker-src 'self'");
    expect(directive(contact, "frame-src")).toBe("frame-src https://www.google.com");
    for (const policy of [about, contact]) {
      expect(policy).not.toContain("'wasm-unsafe-eval'");
      expect(directive(policy, "worker-src")).toBe("worker-src 'none'");
    }
    for (const policy of [about, search]) expect(directive(policy, "frame-src")).toBe("frame-src 'none'");
    for (const policy of [about, search, contact]) {
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("data:");
      expect(policy).toMatch(/^default-src 'none'; /);
    }
  });

  it("allows the page's own inline styles by hash, style attributes only through their exact hashes", () => {
    const page =
      '<html><head><meta charSet="utf-8"/><noscript><style>.js-only{display:none}</style></noscript></head>' +
      '<body><img alt="" src="/a.png" style="color:transparent"/><script>x("style=\\"nope\\"")</script></body></html>';
    expect(inlineStyles(page)).toEqual([".js-only{display:none}"]);
    expect(styleAttributes(page)).toEqual(["color:transparent"]);
    const policy = applyCsp(page).header;
    expect(directive(policy, "style-src")).toBe(
      `style-src 'self' ${hashSource(".js-only{display:none}")} 'unsafe-hashes' ${hashSource("color:transparent")}`,
    );
    // A page without style attributes does not get 'unsafe-hashes' at all.
    expect(applyCsp("<html><head></head><body></body></html>").header).not.toContain("unsafe-hashes");
  });
});

describe("subresource integrity", () => {
  it("adds integrity to every same-origin script and script preload, from the file's bytes", () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/a.js"/>' +
      '<link rel="stylesheet" href="/_next/static/s.css"/><script src="/_next/static/b.js" async=""></script></head>';
    expect(withIntegrity(html, fakeIntegrity)).toBe(
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/a.js" integrity="sha384-of-/_next/static/a.js"/>' +
        '<link rel="stylesheet" href="/_next/static/s.css"/>' +
        '<script src="/_next/static/b.js" async="" integrity="sha384-of-/_next/static/b.js"></script></head>',
    );
    // SHA-384 of no bytes, the Subresource Integrity recommendation's own example value.
    expect(integrityOf(new Uint8Array())).toBe(
      "sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb",
    );
    expect(applyCsp('<html><head><script src="/x.js"></script></head><body></body></html>').html).toContain(
      '<script src="/x.js" integrity="sha384-of-/x.js"></script>',
    );
    expect(() => withIntegrity("<html><head></head></html>", fakeIntegrity)).toThrow(
      /subresource integrity: <script src="\/…"> \(Next's scripts\) not found/,
    );
  });

  it("with endpoints unset, allows only the site itself", () => {
    const sources = cspSourcesFromEnv({}, site.mapEmbedUrl);
    expect(sources).toEqual({
      formOrigins: [],
      analyticsOrigins: [],
      frameOrigins: ["https://www.google.com"],
      mediaOrigins: [],
    });
    expect(originOf("javascript:alert(1)")).toBeUndefined();
  });

  it("puts the meta element right after the charset, before any script, once", () => {
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/x.js"></script></head><body><script>go()</script></body></html>';
    const { html, header } = applyCsp(page);
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-/,
    );
    expect(header).toContain(hashSource("go()"));
    expect(securePage(html, { file: "about.html", env: {}, integrityFor: fakeIntegrity }).html).toBe(html);
    expect(() => withMetaCsp("<html><body></body></html>", "default-src 'self'")).toThrow(PatternNotFound);
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
  it("is the configuration the records produce today (run `npm run nginx-config` and commit it if not)", () => {
    // server_name follows NEXT_PUBLIC_SITE_URL of the build that wrote the file; everything else must match.
    const withoutHost = (config: string) => config.replace(/server_name [^;]+;/, "server_name _;");
    expect(withoutHost(readFileSync("hosting/nginx.conf", "utf8"))).toBe(withoutHost(siteNginxConfig()));
  });

  it("serves clean URLs, the 404 page, immutable build assets and revalidated HTML", () => {
    const config = siteNginxConfig();
    expect(config).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toContain('~^/_next/static/ "public, max-age=31536000, immutable";');
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

describe("npm start's server: the same records as nginx", () => {
  it("gets the same policy for each address as nginx's map, as JSON", () => {
    const pages = [
      { file: "index.html", policy: "script-src 'self' 'sha256-a/b+c='" },
      { file: "about.html", policy: 'img-src "quoted" \\back' },
    ];
    const { fallback, byUri } = JSON.parse(JSON.stringify(cspMapOf(pages, "default-src 'none'"))) as CspMap;
    expect(fallback).toBe("default-src 'none'");
    expect(byUri["/"]).toBe(pages[0]!.policy);
    expect(byUri["/about"]).toBe(pages[1]!.policy);
    expect(byUri["/about.html"]).toBe(pages[1]!.policy);
    const nginxKeys = renderNginxCspMap(pages, fallback)
      .split("\n")
      .filter((line) => line.startsWith("/"))
      .map((line) => line.split(" ")[0]);
    expect(Object.keys(byUri)).toEqual(nginxKeys);
  });

  it("sends every security header, the page's policy (upgraded on https) and its cache rule", () => {
    const csp = { fallback: "default-src 'none'", byUri: new Map([["/about.html", "script-src 'self'"]]) };
    const plain = Object.fromEntries(siteResponseHeaders("/about.html", { https: false, csp }));
    for (const [name, value] of securityHeaders()) expect(plain[name]).toBe(value);
    expect(plain["Content-Security-Policy"]).toBe("script-src 'self'");
    expect(plain["Cache-Control"]).toBe("no-cache");
    const secure = Object.fromEntries(siteResponseHeaders("/about.html", { https: true, csp }));
    expect(secure["Content-Security-Policy"]).toBe("script-src 'self'; upgrade-insecure-requests");
    const other = Object.fromEntries(siteResponseHeaders("/api/leads/contact", { https: false, csp }));
    expect(other["Content-Security-Policy"]).toBe("default-src 'none'");
    expect(other["Cache-Control"]).toBeUndefined();
  });

  it("caches by the file that answers, as nginx's map does", () => {
    expect(cacheControlFor("/_next/static/chunks/a.js")).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor("/about.html")).toBe("no-cache");
    expect(cacheControlFor("/about.txt")).toBe("no-cache");
    expect(cacheControlFor("/images/hero.avif")).toBe("public, max-age=86400");
  });

  it("compresses HTML and the text types nginx compresses, not images", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("text/javascript; charset=utf-8")).toBe(true);
    expect(isCompressible("image/avif")).toBe(false);
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

describe("trailing slashes", () => {
  it("send a canonical route asked for with a slash added to its address; the slash-ended route keeps its slash", () => {
    const rules = trailingSlashRules(["/", "/about", "/web-hosting-services/", "/services/marketing/branding"]);
    expect(rules).toEqual([
      { from: "/about/", to: "/about", status: 301 },
      { from: "/services/marketing/branding/", to: "/services/marketing/branding", status: 301 },
    ]);
    const all = siteRedirects();
    for (const { path } of canonicalRoutes()) {
      if (path === "/" || path.endsWith("/")) continue;
      expect(all).toContainEqual({ from: `${path}/`, to: path, status: 301 });
    }
    // No source is listed twice, and no redirect points at another redirect.
    expect(new Set(all.map((r) => r.from)).size).toBe(all.length);
    for (const rule of all) expect(all.map((r) => r.from)).not.toContain(rule.to);
  });
});

describe("vercel.json", () => {
  it("has clean URLs, every redirect as a 301, and the same header rules as _headers", () => {
    const pages = [
      { file: "about.html", policy: "default-src 'none'" },
      { file: "pagefind/pagefind-worker.js", policy: "worker policy" },
    ];
    const config = JSON.parse(renderVercelConfig(pages, siteRedirects()));
    expect(config.cleanUrls).toBe(true);
    expect(config.redirects).toContainEqual({ source: "/about/", destination: "/about", statusCode: 301 });
    expect(config.redirects).toHaveLength(siteRedirects().length);
    const fromHeaders = renderHeadersFile(
      pages,
      siteRedirects().map((r) => r.from),
    );
    const asHeadersFile = [
      fromHeaders.split("\n")[0],
      ...config.headers.flatMap((rule: { source: string; headers: { key: string; value: string }[] }) => [
        rule.source.replace("(.*)", "*"),
        ...rule.headers.map((h) => `  ${h.key}: ${h.value}`),
      ]),
    ].join("\n");
    expect(`${asHeadersFile}\n`).toBe(fromHeaders);
    expect(fromHeaders).toContain(
      "/pagefind/pagefind-worker.js\n  Content-Security-Policy: worker policy; upgrade-insecure-requests\n",
    );
  });
});

describe("the nginx configuration says each rule once", () => {
  const config = siteNginxConfig();

  it("adds every header once, at server level, and no location adds its own", () => {
    for (const [name] of [...securityHeaders(), ["Content-Security-Policy"], ["Cache-Control"]]) {
      expect(config.match(new RegExp(`add_header ${name} `, "g")), name).toHaveLength(1);
    }
    for (const location of config.match(/location [^{]+\{[^}]*\}/g) ?? []) expect(location).not.toContain("add_header");
    expect(securityHeaders()).toContainEqual(["Cross-Origin-Resource-Policy", "same-origin"]);
  });

  it("serves https with configured certificates, redirects plain http, and trusts X-Forwarded-Proto only from configured proxies", () => {
    expect(config).toContain("listen 443 ssl http2;");
    expect(config).toMatch(/ssl_certificate \/\S+;/);
    expect(config).toMatch(/if \(\$site_https = 0\) \{\s*return 301 https:\/\/\$host\$request_uri;/);
    expect(config).toContain('"http:1:https" 1;');
    expect(config).toMatch(/geo \$realip_remote_addr \$site_trusted_proxy \{\s*default 0;\s*127\.0\.0\.1 1;/);
    expect(config).toContain("set_real_ip_from 127.0.0.1;");
    expect(config).toContain('1 "; upgrade-insecure-requests";');
  });

  it("proxies the lead inbox with room for a 5 MB résumé", () => {
    expect(config).toMatch(
      /location \/api\/leads\/ \{[^}]*client_max_body_size 6m;[^}]*proxy_pass http:\/\/site_leads;/,
    );
    expect(config).toMatch(/upstream site_leads \{\s*server 127\.0\.0\.1:8787;/);
  });

  it("proxies the lead desk to the same receivers and lets its own headers stand", () => {
    expect(config).toMatch(
      /location ~ \^\/desk\(\/\|\$\) \{[^}]*client_max_body_size 64k;[^}]*proxy_pass http:\/\/site_leads;/,
    );
    const desk = /location ~ \^\/desk[^{]+\{[^}]*\}/.exec(config)![0];
    expect(desk).not.toContain("proxy_hide_header");
    // On the desk's addresses the site's policy, caching, framing and Permissions-Policy (which forbids the
    // passkey sign-in) are empty, so nginx adds none of them; HSTS and the cross-origin headers stay.
    for (const name of ["Content-Security-Policy", "Permissions-Policy", "Referrer-Policy", "X-Frame-Options"]) {
      const variable = new RegExp(`add_header ${name} (\\$\\w+) always;`).exec(config)?.[1];
      expect(variable, name).toBeDefined();
      expect(config).toMatch(new RegExp(`map \\$site_desk \\${variable} \\{[^}]*\\n    1 "";`));
    }
    expect(config).toMatch(/map \$uri \$site_desk \{\s*default 0;\s*~\^\/desk\(\/\|\$\) 1;/);
    expect(config).toMatch(/map \$uri \$site_cache_control \{\s*default [^;]+;\s*~\^\/desk\(\/\|\$\) "";/);
    expect(config).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
  });
});

describe("the translated languages on the static hosts", () => {
  it("are two rules each without a policy header (their pages carry it), English pages a rule each", () => {
    const pages = [
      { file: "te.html", policy: "default-src 'none'; script-src 'self' 'sha256-a'" },
      { file: "te/about.html", policy: "default-src 'none'; script-src 'self' 'sha256-b'" },
      { file: "about.html", policy: "default-src 'none'; script-src 'self' 'sha256-c'" },
    ];
    const file = renderHeadersFile(pages);
    expect(file.split("\n").filter((line) => line.startsWith("/"))).toEqual(
      expect.arrayContaining(["/te", "/te/*", "/about"]),
    );
    expect(file).not.toContain("sha256-a");
    expect(file).not.toContain("sha256-b");
    expect(file).toContain("sha256-c");
  });
});
