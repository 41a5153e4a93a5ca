import { addDays, startOfLocalDay, todayIn, type ReportFrequency } from '@kisa/shared';

/**
 * The periods a report covers, in the member's time zone: a calendar week (Monday to Sunday) or a
 * calendar month, as calendar days. A period's report is due the morning after it ends (06:00
 * local time), when the click log's stragglers (queued clicks, compaction) have long landed.
 */
export interface ReportPeriod {
  from: string;
  to: string;
}

export const SEND_HOUR = 6;

/** The period of `frequency` holding `now` in `tz`. */
export function periodHolding(frequency: Exclude<ReportFrequency, 'none'>, tz: string, now: Date): ReportPeriod {
  const today = todayIn(tz, now.getTime());
  if (frequency === 'weekly') {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    const from = addDays(today, -weekday);
    return { from, to: addDays(from, 6) };
  }
  const from = `${today.slice(0, 8)}01`;
  const nextMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)).toISOString().slice(0, 10);
  return { from, to: addDays(nextMonth, -1) };
}

/** When the report of `period` is due: SEND_HOUR on the day after it, local time. */
export const sendAfterOf = (period: ReportPeriod, tz: string): string =>
  new Date(startOfLocalDay(addDays(period.to, 1), tz) + SEND_HOUR * 3_600_000).toISOString();

/** A period's name in the subscription (`weekly:2026-11-16`): what a message and the sent marker carry. */
export const periodKeyOf = (frequency: ReportFrequency, period: ReportPeriod): string => `${frequency}:${period.from}`;

/** The next report of a subscription chosen (or mailed) at `now`: the period holding now. */
export function nextReport(frequency: Exclude<ReportFrequency, 'none'>, tz: string, now: Date) {
  const period = periodHolding(frequency, tz, now);
  return { period, periodKey: periodKeyOf(frequency, period), sendAfter: sendAfterOf(period, tz) };
}
