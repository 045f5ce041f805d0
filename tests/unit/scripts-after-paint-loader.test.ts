// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPaintLoader } from "@/lib/hosting";

const scripts: [string, string][] = [
  ["/_next/static/a.js", "sha384-a"],
  ["/_next/static/b.js", "sha384-b"],
];
const added = () =>
  [...document.head.querySelectorAll("script")].map((s) => [s.getAttribute("src"), s.integrity, s.async]);
const runLoader = () => new Function(afterPaintLoader(scripts))();

/** A stand-in for the browser's paint timing: the test decides when the first contentful paint is reported. */
function paintTiming() {
  let report: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      const entries = (name: string) => ({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) });
      report = () => {
        this.callback(entries("first-paint"), this);
        this.callback(entries("first-contentful-paint"), this);
      };
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return { reportFirstContentfulPaint: () => report?.() };
}

function visibility(state: DocumentVisibilityState) {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue(state);
}

describe("the after-paint loader", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("adds nothing until the first contentful paint is reported, then each script once, in order, with its integrity", () => {
    visibility("visible");
    const timing = paintTiming();
    runLoader();
    expect(added()).toEqual([]);
    timing.reportFirstContentfulPaint();
    expect(added()).toEqual([
      ["/_next/static/a.js", "sha384-a", true],
      ["/_next/static/b.js", "sha384-b", true],
    ]);
    // The fallback timer does not add them a second time.
    vi.advanceTimersByTime(5000);
    expect(added()).toHaveLength(2);
  });

  it("starts them after 3 s when no paint is reported", () => {
    visibility("visible");
    paintTiming();
    runLoader();
    vi.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(2);
  });

  it("starts them at once in a background tab, which paints nothing until shown", () => {
    visibility("hidden");
    paintTiming();
    runLoader();
    expect(added()).toHaveLength(2);
  });

  it("starts them at once where the browser has no paint timing", () => {
    visibility("visible");
    vi.stubGlobal("PerformanceObserver", undefined);
    runLoader();
    expect(added()).toHaveLength(2);
  });
});
