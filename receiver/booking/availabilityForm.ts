import {
  MAX_OFFERED_SLOTS,
  mostSlots,
  SETTING_BOUNDS,
  TIME_PATTERN,
  type BookingSettings,
  type WeeklyHours,
} from "./settings";

type Body = Record<string, string | File | (string | File)[]>;

const LABELS: Record<keyof typeof SETTING_BOUNDS, string> = {
  slotMinutes: "Call length",
  bufferMinutes: "Free time after each call",
  noticeMinutes: "Minimum notice",
  horizonDays: "Days ahead offered",
};

/** The desk's availability form, checked: the settings, or the first thing wrong with it. */
export function readAvailability(body: Body): { ok: true; settings: BookingSettings } | { ok: false; error: string } {
  const weeklyHours: WeeklyHours = {};
  for (let weekday = 0; weekday < 7; weekday++) {
    if (!body[`day${weekday}`]) continue;
    const opens = String(body[`opens${weekday}`] ?? "");
    const closes = String(body[`closes${weekday}`] ?? "");
    if (!TIME_PATTERN.test(opens) || !TIME_PATTERN.test(closes) || opens >= closes)
      return { ok: false, error: "Each day with calls needs an opening time before its closing time." };
    weeklyHours[weekday] = [opens, closes];
  }
  const numbers = {} as Record<keyof typeof SETTING_BOUNDS, number>;
  for (const [name, [min, max]] of Object.entries(SETTING_BOUNDS) as [
    keyof typeof SETTING_BOUNDS,
    readonly [number, number],
  ][]) {
    const value = Number(body[name]);
    if (!Number.isInteger(value) || value < min || value > max)
      return { ok: false, error: `${LABELS[name]} must be a whole number from ${min} to ${max}.` };
    numbers[name] = value;
  }
  const settings = { weeklyHours, ...numbers };
  const most = mostSlots(settings);
  if (most > MAX_OFFERED_SLOTS)
    return {
      ok: false,
      error:
        `These settings offer up to ${most} times at once; the booking page shows at most ${MAX_OFFERED_SLOTS}. ` +
        "Offer fewer days ahead or fewer hours, or make calls or the free time after them longer.",
    };
  return { ok: true, settings };
}
