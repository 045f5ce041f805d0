import { describe, expect, it } from "vitest";
import { isCurrentPath, isInServicesSection } from "@/lib/navigation";
import { footerServiceLinksFor, serviceMenuColumnsFor } from "@/lib/serviceMenus";

const serviceMenuColumns = serviceMenuColumnsFor("en");
const footerServiceLinks = footerServiceLinksFor("en");
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";

describe("services menu", () => {
  it("has the three service columns with 9, 4 and 5 links: every service page, Branding included", () => {
    expect(serviceMenuColumns.map((c) => [c.heading, c.links.length])).toEqual([
      ["Marketing", 9],
      ["Development", 4],
      ["Designing", 5],
    ]);
    expect(serviceMenuColumns.flatMap((c) => c.links)).toContainEqual({
      label: "Branding",
      href: "/services/marketing/branding",
    });
  });
  it("the footer lists six services", () => {
    expect(footerServiceLinks).toHaveLength(6);
  });
});

describe("current page", () => {
  it("matches with or without a trailing slash", () => {
    expect(isCurrentPath("/web-hosting-services", "/web-hosting-services/")).toBe(true);
    expect(isCurrentPath("/about", "/")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
  });
  it("treats service pages as part of the Services section", () => {
    expect(isInServicesSection("/logo-design")).toBe(true);
    expect(isInServicesSection("/services/marketing/branding")).toBe(true);
    expect(isInServicesSection("/careers")).toBe(false);
  });
});

describe("routes", () => {
  it("are unique and every alias lands on a canonical route", () => {
    const paths = canonicalRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const alias of aliasRoutes()) {
      expect(paths).toContain(alias.to);
      expect(paths).not.toContain(alias.from);
    }
  });
});
