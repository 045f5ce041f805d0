import type { Client } from "@libsql/client";
import { site } from "@/lib/content/site";

// When calls may be booked: the desk's settings, or (nothing set) the site record's meetings-by-appointment hours.

/** Opening and closing "HH:MM" in India time, by weekday (0 Sunday … 6 Saturday); a missing day has no calls. */
export type WeeklyHours = Partial<Record<number, readonly [opens: string, closes: string]>>;

export interface BookingSettings {
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  /** Kept free after each call. */
  bufferMinutes: number;
  /** How soon a call may start, from now. */
  noticeMinutes: number;
  /** How many days, today included, the booking page offers. */
  horizonDays: number;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const weekdayName = (weekday: number) => WEEKDAYS[weekday]!;

const appointments = site.hours.structuredData;

export const DEFAULT_SETTINGS: BookingSettings = {
  weeklyHours: Object.fromEntries(
    appointments.days.map((day) => [
      WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]),
      [appointments.opens, appointments.closes],
    ]),
  ),
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 120,
  horizonDays: 14,
};

/** What the desk may set: bounds that keep a day's slots few and every interval sane. */
export const SETTING_BOUNDS = {
  slotMinutes: [15, 240],
  bufferMinutes: [0, 120],
  noticeMinutes: [0, 14 * 24 * 60],
  horizonDays: [1, 60],
} as const satisfies Record<Exclude<keyof BookingSettings, "weeklyHours">, readonly [number, number]>;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The most times the booking page offers at once. Anyone may ask for them, so the answer's size is bounded here
 * rather than by whatever the desk was once set to: 600 ISO times are about 16 KB of JSON.
 */
export const MAX_OFFERED_SLOTS = 600;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The most starts the settings can offer in one answer: the days ahead counted from the weekday that gives the
 * most, with no notice and nothing booked or blocked (India keeps no daylight saving, so a day's starts are
 * plain arithmetic, as `freeSlots` steps them).
 */
export function mostSlots(settings: BookingSettings): number {
  const step = settings.slotMinutes + settings.bufferMinutes;
  const perWeekday = Array.from({ length: 7 }, (_, weekday) => {
    const hours = settings.weeklyHours[weekday];
    const open = hours ? minutesOf(hours[1]) - minutesOf(hours[0]) : 0;
    return open >= settings.slotMinutes ? Math.floor((open - settings.slotMinutes) / step) + 1 : 0;
  });
  let most = 0;
  for (let first = 0; first < 7; first++) {
    let total = 0;
    for (let day = 0; day < settings.horizonDays; day++) total += perWeekday[(first + day) % 7]!;
    most = Math.max(most, total);
  }
  return most;
}

export async function readSettings(db: Client): Promise<BookingSettings> {
  const result = await db.execute("SELECT * FROM booking_settings WHERE id = 1");
  const row = result.rows[0];
  if (!row) return DEFAULT_SETTINGS;
  return {
    weeklyHours: JSON.parse(String(row.weekly_hours)) as WeeklyHours,
    slotMinutes: Number(row.slot_minutes),
    bufferMinutes: Number(row.buffer_minutes),
    noticeMinutes: Number(row.notice_minutes),
    horizonDays: Number(row.horizon_days),
  };
}

export async function saveSettings(db: Client, settings: BookingSettings, now: Date): Promise<void> {
  await db.execute({
    sql: `INSERT INTO booking_settings (id, weekly_hours, slot_minutes, buffer_minutes, notice_minutes, horizon_days, updated_at)
          VALUES (1, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET weekly_hours = excluded.weekly_hours, slot_minutes = excluded.slot_minutes,
            buffer_minutes = excluded.buffer_minutes, notice_minutes = excluded.notice_minutes,
            horizon_days = excluded.horizon_days, updated_at = excluded.updated_at`,
    args: [
      JSON.stringify(settings.weeklyHours),
      settings.slotMinutes,
      settings.bufferMinutes,
      settings.noticeMinutes,
      settings.horizonDays,
      now.toISOString(),
    ],
  });
}

export interface BlockedDay {
  day: string;
  reason: string;
}

export async function blockedDays(db: Client, fromDay: string): Promise<BlockedDay[]> {
  const result = await db.execute({
    sql: "SELECT day, reason FROM booking_blocked_days WHERE day >= ? ORDER BY day",
    args: [fromDay],
  });
  return result.rows.map((row) => ({ day: String(row.day), reason: String(row.reason) }));
}

export async function blockDay(db: Client, day: string, reason: string): Promise<void> {
  await db.execute({
    sql: "INSERT INTO booking_blocked_days (day, reason) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET reason = excluded.reason",
    args: [day, reason],
  });
}

export async function unblockDay(db: Client, day: string): Promise<void> {
  await db.execute({ sql: "DELETE FROM booking_blocked_days WHERE day = ?", args: [day] });
}
