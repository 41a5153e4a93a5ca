import { percentChange, type DatePoint } from '@kisa/shared';
import { formatDateIn, formatDayIn } from '@kisa/shared/i18n';
import { formatPercent } from '@/lib/format';
import { currentLocale, translateNow } from '@/lib/i18n';

/** Analytics figures as shown, in the language shown (Turkish: tr-TR numbers, like the dashboard). Unit-tested. */

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
  if (pct === null) return { direction: 'new', text: '', spoken: translateNow('analytics.change.none') };
  const text = formatPercent(Math.abs(pct) / 100, 2);
  const none = formatPercent(0, 2);
  if (pct === 0 || text === none) return { direction: 'flat', text: none, spoken: translateNow('analytics.change.flat') };
  const direction = pct > 0 ? 'up' : 'down';
  return { direction, text, spoken: translateNow(direction === 'up' ? 'analytics.change.up' : 'analytics.change.down', { change: text }) };
}

/** Share of a total, one decimal ("%12,5"). */
export const formatShare = (count: number, total: number): string => formatPercent(total > 0 ? count / total : 0, 1);

/** A `YYYY-MM-DD` as the language shows dates: dd.MM.yyyy in Turkish (as the dashboard), Mar 5, 2025 in English. */
export function formatDay(date: string): string {
  return formatDayIn(currentLocale(), date.slice(0, 10));
}

/** A `YYYY-MM-DD` as a chart's axis shows it, short: dd.MM in Turkish, MM/dd in English. */
function shortDay(date: string): string {
  const [, m, d] = date.split('-');
  if (!m || !d) return date;
  return currentLocale() === 'tr' ? `${d.slice(0, 2)}.${m}` : `${m}/${d.slice(0, 2)}`;
}

/** The x-axis label of a point: dd.MM for days, HH:00 for hours (`YYYY-MM-DDTHH`). */
export function pointLabel(point: Pick<DatePoint, 'date'>, granularity: 'day' | 'hour'): string {
  if (granularity === 'hour') return `${point.date.slice(11, 13)}:00`;
  return shortDay(point.date);
}

/** A point's full label (tooltips, the chart's table). */
export function pointTitle(point: Pick<DatePoint, 'date'>, granularity: 'day' | 'hour'): string {
  if (granularity === 'hour') return `${formatDay(point.date.slice(0, 10))} ${point.date.slice(11, 13)}:00`;
  return formatDay(point.date);
}

/** "14.05.2025 – 20.05.2025", or one day. */
export const formatRange = (from: string, to: string): string => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

/** When figures were computed: the time today (e.g. 14:05), else the day and time. */
export function formatAsOf(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return formatDateIn(currentLocale(), d, d.toDateString() === now.toDateString() ? 'time' : 'shortDateTime');
}

/** A visit's time in the viewer's zone (Turkish e.g. 20.05.2025 14:03:09). */
export function formatVisitTime(iso: string): string {
  return formatDateIn(currentLocale(), iso, 'visitTime') || iso;
}
