import { NONE_VALUE, type AnalyticsFilter } from '@kisa/shared';

/** How each filter (and ranking) is named on screen. */
export const FILTER_LABELS: Record<AnalyticsFilter, string> = {
  linkId: 'Link',
  campaignId: 'Campaign',
  browser: 'Browser',
  os: 'Operating System',
  device: 'Device',
  country: 'Country',
  city: 'City',
  referrer: 'Referrer',
  source: 'Source',
};

const SOURCES: Record<string, string> = { qr: 'QR code', link: 'Link' };

/**
 * A ranking value as shown: the unknown value is 'Direct' for referrers (no referrer = a
 * direct visit) and 'Unknown' elsewhere; sources and device types read as words.
 */
export function valueLabel(filter: AnalyticsFilter, value: string): string {
  if (value === NONE_VALUE) return filter === 'referrer' ? 'Direct' : 'Unknown';
  if (filter === 'source') return SOURCES[value] ?? value;
  if (filter === 'device') return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}
