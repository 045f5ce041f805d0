// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Beacon } from "@/components/analytics/NoBeacon";

// Where the forms post elsewhere, the layout renders no beacon, and next.config.ts swaps the beacon's module for
// one that renders nothing, so its code is not in any page's JavaScript (an unrendered client component the
// layout imports would still ship).
async function config(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("@/next.config")).default;
}

afterEach(() => vi.unstubAllEnvs());

describe("the beacon in the build", () => {
  const layoutImport = /import \{ Beacon \} from "([^"]+)";/.exec(
    readFileSync("components/layout/SiteShell.tsx", "utf8"),
  )?.[1];

  it("is built where the site's own receiver answers on its origin", async () => {
    expect((await config({ NEXT_PUBLIC_CONTACT_ENDPOINT: "", NEXT_PUBLIC_FORMS: "" })).turbopack).toBeUndefined();
  });

  it("is replaced by nothing, under the very name the layout imports, where both forms post elsewhere", async () => {
    const built = await config({
      NEXT_PUBLIC_CONTACT_ENDPOINT: "https://forms.example.net/contact",
      NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.net/apply",
    });
    expect(layoutImport).toBe("@/components/analytics/Beacon");
    expect(built.turbopack?.resolveAlias).toEqual({ [layoutImport!]: "./components/analytics/NoBeacon.tsx" });
    expect(Beacon()).toBeNull();
  });
});
