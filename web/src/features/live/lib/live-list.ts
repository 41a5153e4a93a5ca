import type { LiveClick } from '@kisa/shared';
import type { MessageKey, Translate } from '@kisa/shared/i18n';

/** The live view's list and words (pure, given the language's `t`: tested without a browser). */

type T = Translate<MessageKey>;

/** Clicks newest first, one per id (a reconnection may answer a click again), at most `max` kept. */
export function mergeClicks(shown: readonly LiveClick[], incoming: readonly LiveClick[], max: number): LiveClick[] {
  const seen = new Set(shown.map((c) => c.id));
  const fresh = incoming.filter((c) => !seen.has(c.id) && seen.add(c.id));
  if (fresh.length === 0) return shown as LiveClick[];
  const newestFirst = [...fresh].sort((a, b) => (a.time === b.time ? (a.id < b.id ? 1 : -1) : a.time < b.time ? 1 : -1));
  return [...newestFirst, ...shown].slice(0, max);
}

/** What the live region says for clicks that arrived since it last spoke (a count, never the rows). */
export function arrivalsText(t: T, count: number, bots: number): string {
  if (bots === 0) return t('live.arrivals', { count });
  return bots === count ? t('live.arrivalsAllBots', { count }) : t('live.arrivalsBots', { count, bots });
}

/** Where the click came from, as one line: "İzmir, Türkiye", the country alone, or "Unknown". */
export function placeText(t: T, click: Pick<LiveClick, 'city' | 'countryName' | 'countryCode'>): string {
  const country = click.countryName ?? click.countryCode;
  if (click.city && country) return t('live.place', { city: click.city, country });
  return click.city ?? country ?? t('live.unknown');
}
