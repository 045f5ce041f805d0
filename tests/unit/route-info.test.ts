import { describe, expect, it } from "vitest";
import { canonicalRoutes, duplicateRoutes, routeInfo } from "@/lib/routes";

describe("canonical routes", () => {
  it("list each address once, each with its record's title and date", () => {
    const paths = canonicalRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of canonicalRoutes()) {
      expect(route.title, route.path).not.toBe("");
      expect(route.updated, route.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const { path } of duplicateRoutes()) expect(paths).not.toContain(path);
  });

  it("are built once: every caller walks the same list", () => {
    expect(canonicalRoutes()).toBe(canonicalRoutes());
  });

  it("answer a lookup by path for canonical routes only", () => {
    expect(routeInfo("/services/branding")).toBeUndefined();
    expect(routeInfo("/logo-design")).toMatchObject({ kind: "service", category: "design" });
    expect(routeInfo("/case-studies")).toMatchObject({ kind: "collection" });
  });
});
