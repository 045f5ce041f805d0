// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPaintLoader } from "@/lib/hosting";

const scripts: [string, string][] = [
  ["/_next/static/a.js", "sha384-a"],
  ["/_next/static/b.js", "sha384-b"],
];
const added = () =>
  [...document.head.querySelectorAll("script")].map((s) => [s.getAttribute("src"), s.integrity, s.async]);
// jsdom does not reflect every property (as, integrity) to an attribute: read the properties.
const preloaded = () =>
  [...document.head.querySelectorAll("link")]
    .filter((l) => l.rel === "preload" && (l as HTMLLinkElement & { as: string }).as === "script")
    .map((l) => new URL(l.href).pathname);
const runLoader = () => new Function(afterPaintLoader({ scripts }))();

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
    (window as unknown as { __next_f: unknown[] }).__next_f = [[0]];
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

  describe("with the payload in a file of its own", () => {
    const payload: [string, string] = ["/_next/static/payload/0123456789abcdef.txt", "sha384-p"];
    const runWithPayload = () => new Function(afterPaintLoader({ scripts, payload }))();
    const nextData = () => (window as unknown as { __next_f: unknown[] }).__next_f;

    it("after the paint: fetches the payload by its integrity, hands it to Next, then adds the scripts (the page's own preloads fetch them)", async () => {
      visibility("visible");
      const timing = paintTiming();
      let answer: (body: string) => void = () => {};
      const fetchPayload = vi.fn(
        () => new Promise<Response>((resolve) => (answer = (body) => resolve(new Response(body)))),
      );
      vi.stubGlobal("fetch", fetchPayload);
      runWithPayload();
      expect(fetchPayload).not.toHaveBeenCalled();
      timing.reportFirstContentfulPaint();
      expect(fetchPayload).toHaveBeenCalledWith(payload[0], { integrity: payload[1] });
      expect(preloaded()).toEqual([]);
      expect(added()).toEqual([]);
      answer('1:"$Sreact.fragment"\n');
      await vi.waitFor(() => expect(added()).toHaveLength(2));
      expect(nextData()).toEqual([[0], [1, '1:"$Sreact.fragment"\n']]);
    });

    it("when the payload cannot be fetched, adds no script: the page stays as it is without JavaScript", async () => {
      visibility("hidden");
      const failed = Promise.resolve(new Response("", { status: 404 }));
      const fetchPayload = vi.fn(() => failed);
      vi.stubGlobal("fetch", fetchPayload);
      runWithPayload();
      expect(fetchPayload).toHaveBeenCalledTimes(1);
      await failed;
      await Promise.resolve();
      expect(added()).toEqual([]);
      expect(nextData()).toEqual([[0]]);
    });
  });
});
