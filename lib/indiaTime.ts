// Times the agency's staff read (the lead e-mail, the desk, the leads CLI) in India's time, written as people
// write them, and the ISO 8601 form with India's offset for files (the CSV). India keeps no daylight saving, so
// its offset is always +05:30. A stored value that is not a time is shown as stored.

const TIME_ZONE = "Asia/Kolkata";
const OFFSET_MINUTES = 330;

const readable = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: TIME_ZONE,
});

const parse = (at: string | Date) => (at instanceof Date ? at : new Date(at));

/** "2026-11-26T17:41:45.977Z" → "26 Nov 2026, 11:11 pm IST". */
export function indiaTime(at: string | Date): string {
  const date = parse(at);
  return Number.isNaN(date.getTime()) ? String(at) : `${readable.format(date)} IST`;
}

/** "2026-11-26T17:41:45.977Z" → "2026-11-26T23:11:45.977+05:30": the same instant, as India's clocks read it. */
export function indiaIso(at: string | Date): string {
  const date = parse(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return `${new Date(date.getTime() + OFFSET_MINUTES * 60_000).toISOString().slice(0, 23)}+05:30`;
}
