// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkBuildEnv } from "@/lib/buildEnv";

describe("the build's NEXT_PUBLIC_* variables", () => {
  it("accepts none, blanks and well-formed values", () => {
    expect(() => checkBuildEnv({})).not.toThrow();
    expect(() =>
      checkBuildEnv({
        NEXT_PUBLIC_SITE_URL: "https://www.example.in",
        NEXT_PUBLIC_FORMS: "",
        NEXT_PUBLIC_CONTACT_ENDPOINT: " https://formspree.io/f/abc ",
        NEXT_PUBLIC_APPLICATION_ENDPOINT: "",
        NEXT_PUBLIC_MEDIA_ORIGINS: "https://media.example.in, https://img.example.in",
        NEXT_PUBLIC_ANALYTICS: "On",
      }),
    ).not.toThrow();
    expect(checkBuildEnv({ NEXT_PUBLIC_FORMS: "demo" }).NEXT_PUBLIC_FORMS).toBe("demo");
  });

  it("stops the build naming each variable that is wrong", () => {
    const wrong = () =>
      checkBuildEnv({
        NEXT_PUBLIC_SITE_URL: "www.example.in",
        NEXT_PUBLIC_FORMS: "demoo",
        NEXT_PUBLIC_CONTACT_ENDPOINT: "ftp://example.in/f",
        NEXT_PUBLIC_ANALYTICS: "maybe",
      });
    expect(wrong).toThrow(/NEXT_PUBLIC_SITE_URL/);
    for (const name of ["NEXT_PUBLIC_FORMS", "NEXT_PUBLIC_CONTACT_ENDPOINT", "NEXT_PUBLIC_ANALYTICS"])
      expect(wrong).toThrow(name);
  });
});
