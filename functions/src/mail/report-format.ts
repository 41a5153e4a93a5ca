import { addDays, type ReportLocale } from '@kisa/shared';

/** Figures, ranges and country names of a report in its language's own formats (Intl): 1.234 and %12,5 in Turkish, 1,234 and 12.5% in English. */
const INTL: Record<ReportLocale, string> = { en: 'en-US', tr: 'tr-TR' };

export const formatCount = (locale: ReportLocale, n: number): string => new Intl.NumberFormat(INTL[locale]).format(n);

/** A signed change in percent, whole numbers: "+25%", "-3%" (en), "+%25", "-%3" (tr). */
export const formatChange = (locale: ReportLocale, percent: number): string =>
  new Intl.NumberFormat(INTL[locale], { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(percent / 100);

export const formatRate = (locale: ReportLocale, fraction: number): string =>
  new Intl.NumberFormat(INTL[locale], { style: 'percent', maximumFractionDigits: 1 }).format(fraction);

/** A period's days: "Nov 23 – 29, 2026" / "23–29 Kasım 2026"; a whole month by its name: "November 2026" / "Kasım 2026". */
export function formatPeriod(locale: ReportLocale, period: { from: string; to: string }, monthly: boolean): string {
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  if (monthly) return new Intl.DateTimeFormat(INTL[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(period.from));
  return new Intl.DateTimeFormat(INTL[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    at(period.from),
    at(period.to),
  );
}

/** A country code's name in the language ("DE" → "Germany" / "Almanya"); the code when Intl knows none. */
export function countryNameIn(locale: ReportLocale, code: string): string {
  try {
    return new Intl.DisplayNames([INTL[locale]], { type: 'region', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every day of a period, in order. */
export function daysOf(period: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}
