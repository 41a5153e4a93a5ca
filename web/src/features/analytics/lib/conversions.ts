import { conversionRate, type Analytics, type ConversionSummary } from '@kisa/shared';
import { formatPercent, formatRevenue } from '@/lib/format';
import { translateNow } from '@/lib/i18n';

/** Conversions as the analytics screen shows them. Pure; unit-tested. */

/** Converting clicks over clicks, 2 decimals (`%12,50`). */
export const formatRate = (converting: number, clicks: number): string => formatPercent(conversionRate(converting, clicks), 2);

/** Whether the view (or its previous period) has conversions: then the conversion cards show. */
export const showConversions = (data: Pick<Analytics, 'conversions' | 'previousConversions'>): boolean =>
  data.conversions.conversions > 0 || data.previousConversions.conversions > 0;

/** The figures of a card: the current period's and the previous one's, for its change. */
export interface ConversionCard {
  key: 'conversions' | 'rate' | 'revenue';
  label: string;
  value: string;
  /** Numbers to compare with the previous period (null: not comparable — revenue in several currencies). */
  now: number | null;
  before: number | null;
  previousText: string;
}

/** The three conversion cards: Conversions, Conversion rate, Revenue (one currency comparable, several not). */
export function conversionCards(current: ConversionSummary, previous: ConversionSummary): ConversionCard[] {
  const single = current.revenue.length <= 1 && previous.revenue.length <= 1 && (current.revenue[0]?.currency ?? previous.revenue[0]?.currency) !== undefined;
  const currency = current.revenue[0]?.currency ?? previous.revenue[0]?.currency;
  const amountIn = (s: ConversionSummary) => s.revenue.find((m) => m.currency === currency)?.amount ?? 0;
  return [
    {
      key: 'conversions',
      label: translateNow('analytics.card.conversions'),
      value: String(current.conversions),
      now: current.conversions,
      before: previous.conversions,
      previousText: String(previous.conversions),
    },
    {
      key: 'rate',
      label: translateNow('analytics.card.rate'),
      value: formatPercent(current.rate, 2),
      now: current.rate,
      before: previous.rate,
      previousText: formatPercent(previous.rate, 2),
    },
    {
      key: 'revenue',
      label: translateNow('analytics.card.revenue'),
      value: formatRevenue(current.revenue),
      now: single ? amountIn(current) : null,
      before: single ? amountIn(previous) : null,
      previousText: formatRevenue(previous.revenue),
    },
  ];
}
