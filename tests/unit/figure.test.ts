import { describe, expect, it } from "vitest";
import { figureWithUnit } from "@/lib/figure";

describe("a figure and its unit", () => {
  it("are joined by a no-break space in every language", () => {
    expect(figureWithUnit("4.2 రెట్లు")).toBe("4.2\u00a0రెట్లు");
    expect(figureWithUnit("4.2 गुना")).toBe("4.2\u00a0गुना");
    expect(figureWithUnit("4–6 weeks")).toBe("4–6\u00a0weeks");
  });
  it("leave the other spaces of a longer value free to wrap", () => {
    expect(figureWithUnit("up to 3 times more")).toBe("up to 3\u00a0times more");
  });
  it("leave a value without a figure as it is", () => {
    expect(figureWithUnit("Same week")).toBe("Same week");
    expect(figureWithUnit("98%")).toBe("98%");
  });
});
