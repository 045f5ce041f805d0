// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HOST_CONFIG_ENTRIES, HOST_CONFIG_FILES, NGINX_CSP_MAP, SERVER_SITE_FILE } from "@/lib/hosting/hostFiles";
import { encodePath, normalisePath, readRequestPath } from "@/lib/hosting/requestPath";
import { spellingsOf, UNREADABLE_TARGETS } from "../support/hiddenFiles";

const pathOf = (target: string) => {
  const read = readRequestPath(target);
  return read.ok ? read.path : read.reason;
};

// One example file for each hidden entry: a folder's stands for everything in it.
const hiddenAddresses = HOST_CONFIG_ENTRIES.map((entry) => `/${entry.endsWith("/") ? `${entry}any.json` : entry}`);

describe("a request's address, read once", () => {
  it("decodes once, resolves dot segments and collapses slashes, keeping the query apart", () => {
    expect(readRequestPath("/te/..%2f_server/site.json?x=%41#f")).toEqual({
      ok: true,
      path: "/_server/site.json",
      rawPath: "/te/..%2f_server/site.json",
      search: "?x=%41",
    });
    expect(pathOf("//about")).toBe("/about");
    expect(pathOf("/web-hosting-services/")).toBe("/web-hosting-services/");
    expect(pathOf("/a/b/..")).toBe("/a/");
    expect(pathOf("/ab%6fut")).toBe("/about");
    // Above the root stays at the root, as a URL's path does.
    expect(pathOf("/../../etc/passwd")).toBe("/etc/passwd");
    expect(pathOf("/%2e%2e/%2e%2e/_headers")).toBe("/_headers");
    // Decoded once only: a doubly escaped "_" stays an escape, which names no hidden file.
    expect(pathOf("/%255fheaders")).toBe("/%5fheaders");
    expect(pathOf("http://example.in/%5fserver/site.json?q")).toBe("/_server/site.json");
  });

  it("refuses a target that is not a path, a malformed escape and a NUL", () => {
    for (const target of UNREADABLE_TARGETS) expect(readRequestPath(target).ok, target).toBe(false);
    expect(pathOf("/%00")).toBe("NUL");
    expect(pathOf("/%zz")).toBe("malformed escape");
    expect(pathOf("/%e0%80")).toBe("malformed escape");
    expect(pathOf("*")).toBe("not a path");
    expect(pathOf("http://[/")).toBe("not a path");
  });

  it("reads every spelling of every hidden file as that file, which the hidden rule matches", () => {
    expect(hiddenAddresses).toContain(`/${SERVER_SITE_FILE.replace("site.json", "any.json")}`);
    for (const address of hiddenAddresses) {
      expect(HOST_CONFIG_FILES.test(address), address).toBe(true);
      const spellings = spellingsOf(address);
      expect(spellings.length).toBeGreaterThan(10);
      for (const spelling of spellings) expect(pathOf(spelling), spelling).toBe(address);
    }
    expect(HOST_CONFIG_FILES.test(`/${NGINX_CSP_MAP}`)).toBe(true);
  });

  it("normalises paths the way nginx's $uri does", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/a/./b//c/../d")).toBe("/a/b/d");
    expect(normalisePath("/a/.")).toBe("/a/");
    expect(normalisePath("/..")).toBe("/");
  });

  it("encodes a decoded path back to a target that reads as the same path", () => {
    for (const path of ["/about", "/a b/%41?#", "/te/ఆ/", "/_next/static/x.js"]) {
      expect(pathOf(encodePath(path))).toBe(path);
    }
  });
});
