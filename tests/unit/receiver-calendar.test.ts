// @vitest-environment node
// Retention in calendar months as India counts them: a month back from a month's end is the previous month's
// last day (no roll-over into the next month), leap days included; and the day a download is dated is India's.
import { describe, expect, it } from "vitest";
import { indiaDay, monthsBefore } from "@/receiver/calendar";
import { retentionCutoffs } from "@/receiver/format";
import { purgeCutoffs } from "@/receiver/retention";

describe("India's calendar", () => {
  it("goes back whole months without rolling over a month's end", () => {
    // 31 March, 10:00 in India: one month back is 29 February in a leap year, not 2 March.
    expect(monthsBefore(new Date("2028-03-31T04:30:00.000Z"), 1).toISOString()).toBe("2028-02-29T04:30:00.000Z");
    expect(monthsBefore(new Date("2027-03-31T04:30:00.000Z"), 1).toISOString()).toBe("2027-02-28T04:30:00.000Z");
    // 29 February less twelve months: 28 February.
    expect(monthsBefore(new Date("2028-02-29T04:30:00.000Z"), 12).toISOString()).toBe("2027-02-28T04:30:00.000Z");
    // 1 March, 02:00 in India is still 28 February in UTC: India's date decides, not UTC's.
    expect(monthsBefore(new Date("2027-02-28T20:30:00.000Z"), 1).toISOString()).toBe("2027-01-31T20:30:00.000Z");
  });

  it("gives the cut-offs of the leads and of the access log in those months", () => {
    const now = new Date("2028-03-31T04:30:00.000Z");
    expect(retentionCutoffs(now, { enquiries: 1, applications: 13 })).toEqual({
      contact: "2028-02-29T04:30:00.000Z",
      application: "2027-02-28T04:30:00.000Z",
    });
    expect(purgeCutoffs(new Date("2028-02-29T04:30:00.000Z")).accessLog).toBe("2027-02-28T04:30:00.000Z");
  });

  it("dates a download by the day in India", () => {
    expect(indiaDay(new Date("2026-11-25T18:29:59.000Z"))).toBe("2026-11-25");
    expect(indiaDay(new Date("2026-11-25T18:30:00.000Z"))).toBe("2026-11-26");
  });
});
