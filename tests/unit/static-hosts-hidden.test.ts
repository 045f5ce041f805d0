// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HOST_CONFIG_ENTRIES } from "@/lib/hosting/hostFiles";
import { siteRedirects } from "@/lib/hosting/redirects";
import { readRequestPath } from "@/lib/hosting/requestPath";
import { renderRedirectsFile, renderVercelIgnore } from "@/lib/hosting/staticHosts";
import { spellingsOf } from "../support/hiddenFiles";

// The static hosts' own handling of the hidden files in out/, as far as their documentation goes. Neither Netlify
// nor Vercel documents how an escaped address is matched; like every HTTP server these tests know, they are
// taken to match the decoded, normalised path, which is what each spelling is read as here.
const hiddenAddresses = HOST_CONFIG_ENTRIES.map((entry) => `/${entry.endsWith("/") ? `${entry}csp.map` : entry}`);
const readAs = (spelling: string) => {
  const read = readRequestPath(spelling);
  if (!read.ok) throw new Error(`${spelling}: ${read.reason}`);
  return read.path;
};

/** Netlify's `_redirects`: the first rule whose source (exact, or a prefix ending in "/*") matches applies. */
function netlifyRule(file: string, address: string): string[] | undefined {
  return file
    .split("\n")
    .filter((line) => line.startsWith("/"))
    .map((line) => line.split(/\s+/))
    .find(([source = ""]) => (source.endsWith("/*") ? address.startsWith(source.slice(0, -1)) : address === source));
}

describe("Netlify (_redirects built with NETLIFY=true)", () => {
  const file = renderRedirectsFile(siteRedirects(), { force: true });

  it("answers 404 for every hidden file under every spelling, forced over the file that exists", () => {
    for (const address of hiddenAddresses) {
      for (const spelling of [address, ...spellingsOf(address)]) {
        expect(netlifyRule(file, readAs(spelling)), spelling).toEqual([
          expect.stringMatching(/^\//),
          "/404.html",
          "404!",
        ]);
      }
    }
  });

  it("leaves the site's own files and pages alone", () => {
    for (const address of ["/", "/about", "/_next/static/chunks/a.js", "/robots.txt"]) {
      expect(netlifyRule(file, address)?.[2], address).not.toBe("404!");
    }
  });

  it("writes no such rule for Cloudflare Pages, which reads no 404 rule and serves no _headers or _redirects", () => {
    const cloudflare = renderRedirectsFile(siteRedirects());
    for (const address of hiddenAddresses) expect(netlifyRule(cloudflare, address)).toBeUndefined();
  });
});

describe("Vercel (.vercelignore)", () => {
  const ignored = renderVercelIgnore()
    .split("\n")
    .filter((line) => line.startsWith("/"));

  it("keeps every hidden file but vercel.json out of the upload, so no spelling can reach it", () => {
    for (const address of hiddenAddresses.filter((a) => a !== "/vercel.json")) {
      expect(
        ignored.some((entry) => address === entry || address.startsWith(`${entry}/`)),
        address,
      ).toBe(true);
    }
    // Vercel reads its rules from vercel.json in the upload.
    expect(ignored).not.toContain("/vercel.json");
  });

  it("ignores nothing else", () => {
    for (const entry of ignored) expect(HOST_CONFIG_ENTRIES.map((e) => `/${e.replace(/\/$/, "")}`)).toContain(entry);
  });
});
