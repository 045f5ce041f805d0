import { describe, expect, it } from "vitest";
import { indiaIso, indiaTime } from "@/lib/indiaTime";

describe("times in India's time", () => {
  it("reads as people write it, with IST", () => {
    expect(indiaTime("2026-11-26T17:41:45.977Z")).toBe("26 Nov 2026, 11:11 pm IST");
    expect(indiaTime(new Date("2026-11-26T04:05:00Z"))).toBe("26 Nov 2026, 9:35 am IST");
  });

  it("crosses midnight into India's next day", () => {
    expect(indiaTime("2026-12-31T19:00:00Z")).toBe("1 Jan 2027, 12:30 am IST");
    expect(indiaIso("2026-12-31T19:00:00Z")).toBe("2027-01-01T00:30:00.000+05:30");
  });

  it("keeps ISO 8601 with India's offset, the same instant", () => {
    const iso = indiaIso("2026-11-26T17:41:45.977Z");
    expect(iso).toBe("2026-11-26T23:11:45.977+05:30");
    expect(new Date(iso).toISOString()).toBe("2026-11-26T17:41:45.977Z");
  });

  it("shows a stored value that is not a time as stored", () => {
    expect(indiaTime("now")).toBe("now");
    expect(indiaIso("")).toBe("");
  });
});
