import { NONE_VALUE, type Analytics, type AnalyticsFilter } from '@kisa/shared';
import { valueLabel } from './labels';

/** A chip's value as the rankings name it (a country's name for its code, a link's title, a campaign's name). */
export function chipLabel(filter: AnalyticsFilter, value: string, data: Analytics | undefined, campaignName: string | undefined): string {
  if (value === NONE_VALUE) return valueLabel(filter, value);
  if (filter === 'campaignId') return campaignName ?? value;
  if (filter === 'country') return data?.country.find((c) => c.code === value)?.name ?? value;
  if (filter === 'linkId') {
    const l = data?.links.find((x) => x.id === value);
    return l ? l.title || l.shortUrl : value;
  }
  if (filter === 'ruleId') return data?.rules.find((r) => r.id === value)?.name ?? value;
  if (filter === 'variantId') return data?.variants.find((v) => v.id === value)?.name ?? value;
  return valueLabel(filter, value);
}
