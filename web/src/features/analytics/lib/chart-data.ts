import { translateNow } from '@/lib/i18n';
import { colourAt, OTHER_COLOUR, PALETTE } from './palette';

export interface Slice {
  label: string;
  value: number;
  colour: string;
  /** The ranking value a click on this slice filters by; null for 'Other'. */
  filterValue: string | null;
}

/**
 * A ranking as chart data: up to six entries, one colour each; when there are more, the
 * top five and 'Other' (the rest added up).
 */
export function toSlices<T>(items: readonly T[], filterValueOf: (item: T) => string, labelOf: (item: T) => string, countOf: (item: T) => number): Slice[] {
  const max = PALETTE.length;
  const shown = items.length > max ? items.slice(0, max - 1) : items;
  const slices: Slice[] = shown.map((item, i) => ({ label: labelOf(item), value: countOf(item), colour: colourAt(i), filterValue: filterValueOf(item) }));
  if (items.length > max) {
    const rest = items.slice(max - 1).reduce((sum, item) => sum + countOf(item), 0);
    slices.push({ label: translateNow('analytics.chartOther'), value: rest, colour: OTHER_COLOUR, filterValue: null });
  }
  return slices;
}
