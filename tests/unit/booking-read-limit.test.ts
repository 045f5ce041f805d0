// @vitest-environment node
// The in-memory limit on the free times' reads: fixed windows, a wait counted to the window's end, and a bounded
// number of addresses remembered.
import { describe, expect, it } from "vitest";
import { ReadLimit } from "@/receiver/booking/readLimit";

describe("the read limit", () => {
  it("refuses past the limit until its window ends, with the seconds left", () => {
    let now = 120_000 + 15_000;
    const limit = new ReadLimit(2, 60_000, () => now);
    expect(limit.take("a")).toBeUndefined();
    expect(limit.take("a")).toBeUndefined();
    expect(limit.take("a")).toBe(45);
    expect(limit.take("b")).toBeUndefined();
    now += 44_500;
    expect(limit.take("a")).toBe(1);
    now += 500;
    expect(limit.take("a")).toBeUndefined();
  });

  it("counts no address past the most it remembers in a window, so a spread flood cannot grow it", () => {
    const now = 0;
    const limit = new ReadLimit(1, 60_000, () => now, 2);
    expect(limit.take("a")).toBeUndefined();
    expect(limit.take("b")).toBeUndefined();
    // A third address goes uncounted (let through); the two counted ones are still refused.
    for (let i = 0; i < 3; i++) expect(limit.take("c")).toBeUndefined();
    expect(limit.take("a")).toBe(60);
  });
});
