import { describe, expect, it } from "vitest";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { trailingSlashTarget } from "@/lib/trailingSlash";

describe("trailing slash on the npm start server", () => {
  const known = [...canonicalRoutes().map((r) => r.path), ...aliasRoutes().map((r) => r.from)];

  it("sends every canonical route with an added slash to its canonical address", () => {
    for (const route of canonicalRoutes()
      .map((r) => r.path)
      .filter((p) => p !== "/" && !p.endsWith("/"))) {
      expect(trailingSlashTarget(`${route}/`, known), route).toBe(route);
    }
    expect(trailingSlashTarget("/about//", known)).toBe("/about");
  });

  it("leaves the home page, /web-hosting-services/ (canonical with its slash) and unknown paths alone", () => {
    expect(trailingSlashTarget("/", known)).toBeUndefined();
    expect(known).toContain("/web-hosting-services/");
    expect(trailingSlashTarget("/web-hosting-services/", known)).toBeUndefined();
    expect(trailingSlashTarget("/web-hosting-services", known)).toBeUndefined();
    expect(trailingSlashTarget("/no-such-page/", known)).toBeUndefined();
    expect(trailingSlashTarget("/about", known)).toBeUndefined();
  });
});
