import { describe, expect, it } from "vitest";
import { allRouteInfo, routeInfo } from "@/lib/routeInfo";
import { canonicalRoutes } from "@/lib/routes";

describe("route records", () => {
  it("cover every canonical route, in order, and nothing else", () => {
    expect(allRouteInfo().map((r) => r.path)).toEqual(canonicalRoutes().map((r) => r.path));
    expect(routeInfo("/services/branding")).toBeUndefined();
    expect(routeInfo("/logo-design")).toMatchObject({ kind: "service", category: "design" });
  });
});
