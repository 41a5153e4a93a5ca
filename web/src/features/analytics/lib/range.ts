import { addDays, daysInRange, isValidDate, MAX_ANALYTICS_DAYS, MSG } from '@kisa/shared';
import { translatedRecord } from '@/lib/i18n';

/** The date-range picker's presets (spec: default Last 7 Days), in the order shown. */
const PRESET_LABELS = translatedRecord({
  today: 'analytics.range.today',
  yesterday: 'analytics.range.yesterday',
  '7d': 'analytics.range.7d',
  '30d': 'analytics.range.30d',
  'this-month': 'analytics.range.thisMonth',
  'last-month': 'analytics.range.lastMonth',
});
/** Each preset's label is read in the language shown. */
const preset = <I extends keyof typeof PRESET_LABELS>(id: I) => ({
  id,
  get label(): string {
    return PRESET_LABELS[id];
  },
});
export const RANGE_PRESETS = [preset('today'), preset('yesterday'), preset('7d'), preset('30d'), preset('this-month'), preset('last-month')] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];
export const DEFAULT_PRESET: RangePreset = '7d';

export interface DateRange {
  from: string;
  to: string;
}

export const isRangePreset = (v: string | null): v is RangePreset => RANGE_PRESETS.some((p) => p.id === v);

/** The calendar days a preset covers, counted from `today` (YYYY-MM-DD in the viewer's zone). */
export function presetRange(preset: RangePreset, today: string): DateRange {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: firstOfMonth, to: today };
    case 'last-month': {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}

/** Why a custom range cannot be asked for (the API's own messages), or null when it can. */
export function customRangeError(from: string, to: string): string | null {
  if (!isValidDate(from) || !isValidDate(to)) return MSG.analyticsDateInvalid;
  if (from > to) return MSG.analyticsRangeOrder;
  if (daysInRange(from, to) > MAX_ANALYTICS_DAYS) return MSG.analyticsRangeTooLong;
  return null;
}
