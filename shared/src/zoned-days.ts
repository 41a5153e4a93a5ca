/**
 * Calendar days in a viewer's IANA time zone, with Intl only (no library): the web app
 * picks ranges with these, the API turns them into UTC instants with the same code.
 * Dates are `YYYY-MM-DD` strings.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isValidDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.toISOString().slice(0, 10) === date;
}

export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** `date` plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** What the clock in `tz` showed at an instant, field by field (zero-padded, hours 00–23). */
export function wallClockParts(ms: number, tz: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(ms)) parts[p.type] = p.value;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Local wall-clock parts of an instant in `tz`. */
function localParts(ms: number, tz: string): { date: string; hour: string; minute: string } {
  const p = wallClockParts(ms, tz);
  return { date: `${p.year}-${p.month}-${p.day}`, hour: p.hour, minute: p.minute };
}

/** The local calendar day of an instant in `tz`. */
export function localDateOf(ms: number, tz: string): string {
  return localParts(ms, tz).date;
}

/** `YYYY-MM-DDTHH`, the local hour of an instant in `tz`. */
export function localHourOf(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${p.date}T${p.hour}`;
}

/** Offset of `tz` from UTC at an instant, in ms (local = UTC + offset). */
function offsetAt(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  const local = Date.parse(`${p.date}T${p.hour}:${p.minute}:00Z`);
  return local - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The UTC instant (ms) at which local day `date` starts in `tz`. Where midnight does not
 * exist (a DST jump at 00:00), the first instant of the day.
 */
export function startOfLocalDay(date: string, tz: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // Two passes settle the offset across a DST change near midnight.
  let guess = wall - offsetAt(wall, tz);
  guess = wall - offsetAt(guess, tz);
  if (localDateOf(guess, tz) !== date) {
    // Midnight skipped: step forward to the first local minute of the day.
    while (localDateOf(guess, tz) < date) guess += 15 * 60_000;
  }
  return guess;
}

/**
 * The UTC instant (ms) of local wall-clock time `YYYY-MM-DDTHH:mm` in `tz`. A time a DST jump
 * skips lands an hour on (the clock's own reading after the jump); a repeated one is its first.
 */
export function instantOfLocalTime(dateTime: string, tz: string): number {
  const wall = Date.parse(`${dateTime}:00Z`);
  let guess = wall - offsetAt(wall, tz);
  guess = wall - offsetAt(guess, tz);
  return guess;
}

/** Today's date in `tz`. */
export const todayIn = (tz: string, now = Date.now()): string => localDateOf(now, tz);
