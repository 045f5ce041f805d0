import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_SCRIPTS, Analytics } from "@/components/analytics/Analytics";
import { analyticsEnabled } from "@/components/analytics/enabled";

afterEach(() => {
  document.head.querySelectorAll("script").forEach((s) => s.remove());
  vi.restoreAllMocks();
});

describe("analytics switch", () => {
  it("is off unless NEXT_PUBLIC_ANALYTICS turns it on, on Vercel too", () => {
    expect(analyticsEnabled({})).toBe(false);
    expect(analyticsEnabled({ VERCEL: "1" })).toBe(false);
    expect(analyticsEnabled({ VERCEL: "1", NEXT_PUBLIC_ANALYTICS: "off" })).toBe(false);
    expect(analyticsEnabled({ NEXT_PUBLIC_ANALYTICS: "1" })).toBe(true);
    expect(analyticsEnabled({ NEXT_PUBLIC_ANALYTICS: "true" })).toBe(true);
  });
});

describe("<Analytics />", () => {
  it("adds the speed and page-view scripts from the host's own paths, once", () => {
    const { rerender } = render(<Analytics />);
    rerender(<Analytics />);
    render(<Analytics />);
    const sources = [...document.head.querySelectorAll("script")].map((s) => s.getAttribute("src"));
    expect(sources).toEqual(ANALYTICS_SCRIPTS.map((s) => s.src));
    expect(sources).toEqual(["/_vercel/speed-insights/script.js", "/_vercel/insights/script.js"]);
  });

  it("logs exactly one console message (a warning, not an error) per script that fails to load", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    render(<Analytics />);
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/_vercel/insights/script.js"]')!;
    script.dispatchEvent(new Event("error"));
    script.dispatchEvent(new Event("error"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/Web Analytics could not be loaded from \/_vercel\/insights\/script\.js/);
    expect(error).not.toHaveBeenCalled();
  });
});
