import { afterEach, describe, expect, it, vi } from "vitest";
import { formsEndpoints } from "@/scripts/postbuild/forms-endpoints";

describe("build check: form endpoints", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("warns clearly when the forms are not connected", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "");
    vi.stubEnv("NEXT_PUBLIC_APPLICATION_ENDPOINT", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await formsEndpoints.run({ outDir: "out", env: process.env });
    const text = warn.mock.calls.flat().join("\n");
    expect(text).toContain("FORMS ARE NOT CONNECTED");
    expect(text).toContain("NEXT_PUBLIC_CONTACT_ENDPOINT is not set");
    expect(text).toContain("NEXT_PUBLIC_APPLICATION_ENDPOINT is not set");
  });

  it("is quiet when both are set to http(s) URLs", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "https://formspree.io/f/contact1");
    vi.stubEnv("NEXT_PUBLIC_APPLICATION_ENDPOINT", "https://forms.example.com/apply");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await formsEndpoints.run({ outDir: "out", env: process.env });
    expect(warn).not.toHaveBeenCalled();
  });

  it("fails the build on an endpoint that is not an absolute http(s) URL", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "formspree.io/f/abc");
    await expect(formsEndpoints.run({ outDir: "out", env: process.env })).rejects.toThrow(/not an absolute URL/);
    vi.stubEnv("NEXT_PUBLIC_CONTACT_ENDPOINT", "ftp://forms.example.com/x");
    await expect(formsEndpoints.run({ outDir: "out", env: process.env })).rejects.toThrow(/http\(s\) URL/);
  });
});
