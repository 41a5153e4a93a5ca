import { percentChange, type DatePoint } from '@kisa/shared';
import { formatPercent, LOCALE } from '@/lib/format';

/** Analytics figures as shown (tr-TR numbers, like the dashboard). Pure; unit-tested. */

export interface Change {
  direction: 'up' | 'down' | 'flat' | 'new';
  /** The size of the change, 2 decimals ("%12,50"); empty when there was nothing before. */
  text: string;
  /** What a screen reader hears, e.g. "up 12,50 % on the previous period". */
  spoken: string;
}

/** The change against the previous period (spec: percent with 2 decimals). */
export function describeChange(current: number, previous: number): Change {
  const pct = percentChange(current, previous);
  if (pct === null) return { direction: 'new', text: '', spoken: 'none in the previous period' };
  const text = formatPercent(Math.abs(pct) / 100, 2);
  const none = formatPercent(0, 2);
  if (pct === 0 || text === none) return { direction: 'flat', text: none, spoken: 'no change on the previous period' };
  const direction = pct > 0 ? 'up' : 'down';
  return { direction, text, spoken: `${direction} ${text} on the previous period` };
}

/** Share of a total, one decimal ("%12,5"). */
export const formatShare = (count: number, total: number): string => formatPercent(total > 0 ? count / total : 0, 1);

/** A `YYYY-MM-DD` as dd.MM.yyyy (tr-TR, as the dashboard shows dates). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d.slice(0, 2)}.${m}.${y}` : date;
}

/** The x-axis label of a point: dd.MM for days, HH:00 for hours (`YYYY-MM-DDTHH`). */
export function pointLabel(point: Pick<DatePoint, 'date'>, granularity: 'day' | 'hour'): string {
  if (granularity === 'hour') return `${point.date.slice(11, 13)}:00`;
  return formatDay(point.date).slice(0, 5);
}

/** A point's full label (tooltips, the chart's table). */
export function pointTitle(point: Pick<DatePoint, 'date'>, granularity: 'day' | 'hour'): string {
  if (granularity === 'hour') return `${formatDay(point.date.slice(0, 10))} ${point.date.slice(11, 13)}:00`;
  return formatDay(point.date);
}

/** "14.05.2025 – 20.05.2025", or one day. */
export const formatRange = (from: string, to: string): string => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

const clockTime = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });
const dayAndTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' });

/** When figures were computed: the time today (e.g. 14:05), else the day and time. */
export function formatAsOf(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toDateString() === now.toDateString() ? clockTime.format(d) : dayAndTime.format(d);
}

const visitTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'medium' });

/** A visit's time in the viewer's zone (tr-TR, e.g. 20.05.2025 14:03:09). */
export function formatVisitTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : visitTime.format(d);
}
