// @vitest-environment node
// The desk's availability form keeps one answer of free times small: the settings may offer at most
// MAX_OFFERED_SLOTS times at once, and the form says so before and when it refuses.
import { describe, expect, it } from "vitest";
import { readAvailability } from "@/receiver/booking/availabilityForm";
import { AvailabilityPage } from "@/receiver/desk/pages/calls";
import {
  DEFAULT_SETTINGS,
  MAX_OFFERED_SLOTS,
  mostSlots,
  SETTING_BOUNDS,
  type BookingSettings,
} from "@/receiver/booking/settings";
import { freeSlots } from "@/receiver/booking/slots";

/** The form's fields for `settings`, as the desk's page posts them. */
function form(settings: BookingSettings): Record<string, string> {
  const body: Record<string, string> = {
    slotMinutes: String(settings.slotMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    noticeMinutes: String(settings.noticeMinutes),
    horizonDays: String(settings.horizonDays),
  };
  for (const [weekday, [opens, closes]] of Object.entries(settings.weeklyHours) as [string, [string, string]][])
    Object.assign(body, { [`day${weekday}`]: "on", [`opens${weekday}`]: opens, [`closes${weekday}`]: closes });
  return body;
}

const allWeek = (opens: string, closes: string) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, [opens, closes] as const]));
/** The widest the bounds of each field allow: every day, all day, the shortest calls, the most days ahead. */
const WIDEST: BookingSettings = {
  weeklyHours: allWeek("00:00", "23:59"),
  slotMinutes: SETTING_BOUNDS.slotMinutes[0],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: SETTING_BOUNDS.horizonDays[1],
};

/** The most free times `settings` really offer, starting on each of seven days at India midnight. */
function mostOffered(settings: BookingSettings): number {
  const counts = [0, 1, 2, 3, 4, 5, 6].map(
    (day) =>
      freeSlots(settings, new Set(), [], new Date(Date.parse("2026-11-29T00:00:00+05:30") + day * 86_400_000)).length,
  );
  return Math.max(...counts);
}

describe("the availability form's bound on the times offered", () => {
  it("counts what the settings offer at most, as the booking page would list them", () => {
    const cases: BookingSettings[] = [
      { ...DEFAULT_SETTINGS, noticeMinutes: 0 },
      { ...DEFAULT_SETTINGS, noticeMinutes: 0, slotMinutes: 45, bufferMinutes: 15, horizonDays: 20 },
      { ...WIDEST, horizonDays: 3 },
      { ...DEFAULT_SETTINGS, weeklyHours: { 2: ["10:00", "10:14"], 6: ["09:30", "13:00"] }, slotMinutes: 15 },
    ];
    for (const settings of cases) expect(mostSlots(settings)).toBe(mostOffered(settings));
  });

  it("takes the defaults and the hours the agency keeps, a fortnight ahead", () => {
    expect(mostSlots(DEFAULT_SETTINGS)).toBe(200);
    expect(readAvailability(form(DEFAULT_SETTINGS))).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it(`refuses settings offering more than ${MAX_OFFERED_SLOTS} times, naming how many and what to change`, () => {
    expect(mostSlots(WIDEST)).toBe(95 * 60);
    const widest = readAvailability(form(WIDEST));
    expect(widest).toEqual({
      ok: false,
      error:
        "These settings offer up to 5700 times at once; the booking page shows at most 600. Offer fewer days " +
        "ahead or fewer hours, or make calls or the free time after them longer.",
    });
    // The agency's own hours 60 days ahead are too many; 42 days (six weeks of 100) are exactly the bound.
    expect(readAvailability(form({ ...DEFAULT_SETTINGS, horizonDays: 60 })).ok).toBe(false);
    expect(mostSlots({ ...DEFAULT_SETTINGS, horizonDays: 42 })).toBe(MAX_OFFERED_SLOTS);
    expect(readAvailability(form({ ...DEFAULT_SETTINGS, horizonDays: 42 })).ok).toBe(true);
    expect(readAvailability(form({ ...DEFAULT_SETTINGS, horizonDays: 43 })).ok).toBe(false);
    // Longer calls with time after each bring the same 60 days within it.
    expect(
      readAvailability(form({ ...DEFAULT_SETTINGS, horizonDays: 60, slotMinutes: 45, bufferMinutes: 15 })).ok,
    ).toBe(true);
  });

  it("still refuses calls shorter than 15 minutes and more than 60 days ahead", () => {
    expect(readAvailability(form({ ...DEFAULT_SETTINGS, slotMinutes: 10 }))).toEqual({
      ok: false,
      error: "Call length must be a whole number from 15 to 240.",
    });
    expect(readAvailability(form({ ...DEFAULT_SETTINGS, horizonDays: 61 }))).toEqual({
      ok: false,
      error: "Days ahead offered must be a whole number from 1 to 60.",
    });
  });

  it("shows each field's bounds and the most times offered in the desk's form", async () => {
    const staff = { id: 1, email: "ravi@example.com", name: "Ravi Kumar", createdAt: "", removedAt: null };
    const html = String(await AvailabilityPage({ staff, settings: DEFAULT_SETTINGS, blocked: [] }));
    expect(html).toContain('min="15" max="240"');
    expect(html).toMatch(/id="horizonDays-hint">1 to 60</);
    expect(html).toContain(`at most ${MAX_OFFERED_SLOTS} times at once`);
    expect(html).toContain('aria-describedby="slotMinutes-hint offered-hint"');
  });
});
