import { describe, expect, it } from "vitest";
import { lcpTable } from "@/scripts/bench/lcpReport";

const run = (fcp: number, lcp: number, lcpElement: string) => ({ fcp, lcp, lcpElement });

describe("the observed bench's largest-paint table", () => {
  it("names each page's most frequent largest paint and the median time from the first paint to it", () => {
    const floor = { runs: [run(500, 500, 'h1 "Hello"'), run(520, 520, 'h1 "Hello"'), run(510, 510, 'h1 "Hello"')] };
    const pages = [
      {
        label: "/contact",
        runs: [run(700, 1000, 'p.lead "Call"'), run(720, 1120, 'p.lead "Call"'), run(710, 760, "span.name")],
      },
      {
        label: "/",
        runs: [
          run(800, 1200, "img.poster a.avif"),
          run(800, 1400, "img.poster a.avif"),
          run(800, 1250, "img.poster a.avif"),
        ],
      },
      { label: "/missing", runs: [] },
    ];
    expect(lcpTable(floor, pages).slice(2)).toEqual([
      '| /contact | p.lead "Call" (2 of 3) | 300 ms | 0 ms |',
      "| / | img.poster a.avif | 450 ms | 0 ms |",
    ]);
  });

  it("keeps a table cell whole when the element's text has a pipe", () => {
    const runs = [run(0, 10, 'p "a | b"')];
    expect(lcpTable({ runs }, [{ label: "/", runs }])[2]).toBe('| / | p "a \\| b" | 10 ms | 10 ms |');
  });
});
