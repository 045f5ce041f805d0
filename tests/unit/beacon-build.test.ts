// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Analytics, Beacon } from "@/components/analytics/Off";

// Where the forms post elsewhere, the layout renders no beacon, and where analytics are off no analytics; then
// next.config.ts swaps the module for one that renders nothing, so its code is not in any page's JavaScript (an
// unrendered client component the layout imports would still ship).
async function config(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("@/next.config")).default;
}

afterEach(() => vi.unstubAllEnvs());

describe("the beacon in the build", () => {
  const layout = readFileSync("components/layout/SiteShell.tsx", "utf8");
  const layoutImport = /import \{ Beacon \} from "([^"]+)";/.exec(layout)?.[1];

  it("is built where the site's own receiver answers on its origin", async () => {
    const built = await config({ NEXT_PUBLIC_CONTACT_ENDPOINT: "", NEXT_PUBLIC_FORMS: "" });
    expect(built.turbopack?.resolveAlias).not.toHaveProperty(layoutImport!);
  });

  it("is replaced by nothing, under the very name the layout imports, where both forms post elsewhere", async () => {
    const built = await config({
      NEXT_PUBLIC_CONTACT_ENDPOINT: "https://forms.example.net/contact",
      NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.net/apply",
    });
    expect(layoutImport).toBe("@/components/analytics/Beacon");
    expect(built.turbopack?.resolveAlias).toHaveProperty(layoutImport!, "./components/analytics/Off.tsx");
    expect(Beacon()).toBeNull();
  });
});

describe("the hosting platform's analytics in the build", () => {
  const analyticsImport = /import \{ Analytics \} from "([^"]+)";/.exec(
    readFileSync("components/layout/SiteShell.tsx", "utf8"),
  )?.[1];

  it("are replaced by nothing, under the very name the layout imports, unless NEXT_PUBLIC_ANALYTICS is on", async () => {
    const built = await config({ NEXT_PUBLIC_ANALYTICS: "" });
    expect(analyticsImport).toBe("@/components/analytics/Analytics");
    expect(built.turbopack?.resolveAlias).toHaveProperty(analyticsImport!, "./components/analytics/Off.tsx");
    expect(Analytics()).toBeNull();
  });

  it("are built when NEXT_PUBLIC_ANALYTICS is on", async () => {
    const built = await config({ NEXT_PUBLIC_ANALYTICS: "1", NEXT_PUBLIC_CONTACT_ENDPOINT: "", NEXT_PUBLIC_FORMS: "" });
    expect(built.turbopack).toBeUndefined();
  });
});
