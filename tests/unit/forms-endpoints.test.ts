import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "@/lib/content/site";
import { LEAD_INBOX_PATHS, receiverOnThisOrigin, resolveEndpoints } from "@/lib/forms/endpoints";
import { buildCsp, cspSourcesFromEnv } from "@/lib/hosting";
import { formsEndpoints } from "@/scripts/postbuild/forms-endpoints";

describe("where the forms deliver", () => {
  it("by default: the same-origin lead inbox, never a simulated send", () => {
    expect(resolveEndpoints({})).toEqual({
      demo: false,
      contact: LEAD_INBOX_PATHS.contact,
      application: LEAD_INBOX_PATHS.application,
    });
    expect(resolveEndpoints({ NEXT_PUBLIC_CONTACT_ENDPOINT: "  ", NEXT_PUBLIC_FORMS: "" })).toMatchObject({
      demo: false,
      contact: "/api/leads/contact",
    });
  });

  it("an external endpoint overrides each form on its own", () => {
    expect(resolveEndpoints({ NEXT_PUBLIC_CONTACT_ENDPOINT: " https://formspree.io/f/abc " })).toEqual({
      demo: false,
      contact: "https://formspree.io/f/abc",
      application: "/api/leads/application",
    });
  });

  it("simulates only behind the explicit demo switch", () => {
    expect(
      resolveEndpoints({ NEXT_PUBLIC_FORMS: "demo", NEXT_PUBLIC_CONTACT_ENDPOINT: "https://x.example/f" }),
    ).toEqual({ demo: true });
    expect(resolveEndpoints({ NEXT_PUBLIC_FORMS: "yes" }).demo).toBe(false);
  });

  it("the CSP stays 'self' for the same-origin inbox and adds an external endpoint's origin", () => {
    const policy = (env: Record<string, string>) =>
      buildCsp({ ...cspSourcesFromEnv(env, site.mapEmbedUrl), scriptHashes: [], delivery: "header" });
    expect(policy({})).toMatch(/connect-src 'self'(;|$)/);
    expect(policy({})).toMatch(/form-action 'self'(;|$)/);
    const external = policy({ NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.in/apply" });
    expect(external).toContain("connect-src 'self' https://forms.example.in");
    expect(external).toContain("form-action 'self' https://forms.example.in");
  });
});

describe("the measurement beacon goes where the site's own receiver is", () => {
  const beacon = (env: Record<string, string>) => receiverOnThisOrigin(resolveEndpoints(env));

  it("on by default: the forms post to the lead inbox on this origin, and /api/collect answers beside it", () => {
    expect(beacon({})).toBe(true);
  });

  it("still on while one form posts to the receiver on this origin", () => {
    expect(beacon({ NEXT_PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abc" })).toBe(true);
    expect(beacon({ NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.in/apply" })).toBe(true);
  });

  it("off on a static host whose forms post elsewhere, and in the demo: no request to a missing /api/collect", () => {
    expect(
      beacon({
        NEXT_PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abc",
        NEXT_PUBLIC_APPLICATION_ENDPOINT: "https://forms.example.in/apply",
      }),
    ).toBe(false);
    expect(beacon({ NEXT_PUBLIC_FORMS: "demo" })).toBe(false);
  });
});

describe("build check: form endpoints", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("says each form delivers to the lead inbox by default, without a warning", async () => {
    vi.stubEnv("NEXT_PUBLIC_FORMS", "");
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "");
    vi.stubEnv("NEXT_PUBLIC_APPLICATION_ENDPOINT", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await formsEndpoints.run({ outDir: "out", env: process.env });
    expect(warn).not.toHaveBeenCalled();
    const text = log.mock.calls.flat().join("\n");
    expect(text).toContain("contact form (/contact) delivers to the lead inbox at /api/leads/contact");
    expect(text).toContain("job application form (/careers) delivers to the lead inbox at /api/leads/application");
  });

  it("warns loudly in demo mode", async () => {
    vi.stubEnv("NEXT_PUBLIC_FORMS", "demo");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await formsEndpoints.run({ outDir: "out", env: process.env });
    expect(warn.mock.calls.flat().join("\n")).toContain("FORMS ONLY SIMULATE SENDING");
  });

  it("fails the build on an endpoint that is not an absolute http(s) URL", async () => {
    vi.stubEnv("NEXT_PUBLIC_FORMS", "");
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "formspree.io/f/abc");
    await expect(formsEndpoints.run({ outDir: "out", env: process.env })).rejects.toThrow(/not an absolute URL/);
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "ftp://forms.example.com/x");
    await expect(formsEndpoints.run({ outDir: "out", env: process.env })).rejects.toThrow(/http\(s\) URL/);
  });
});
