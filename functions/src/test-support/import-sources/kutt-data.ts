import type { KuttStandInData, KuttStandInLink, KuttVisit } from './kutt-stand-in.js';

/**
 * A Kutt account for the tests: 262 links (6 pages of 50), newest first, on the server's
 * default domain (kutt.it unless told), a branded domain and an IDN domain; Turkish, Arabic and
 * emoji titles; an expiry and a password; a banned link and a malformed item (both unreadable);
 * visits every day over 45 days on one link and over 400 days (and some before Kutt's year) on another.
 */

const DAY = 86_400_000;

/** The stand-in's clock: stats are counted back from it. */
export const KUTT_NOW = Date.parse('2026-03-15T12:30:00.000Z');

export const KUTT_BRANDED = 'go.acme.com';
export const KUTT_IDN = 'bağlantı.example';

export const kuttUuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const iso = (ms: number) => new Date(ms).toISOString();
/** ms of 06:00 UTC on the day `d` days before KUTT_NOW's. */
const morning = (d: number) => Date.parse(`${iso(KUTT_NOW - d * DAY).slice(0, 10)}T06:00:00.000Z`);

/** The 45-day link's clicks per day back from KUTT_NOW's day (d = 0 … 44). */
export const dailyClicks = (d: number) => (d % 7) + 1;

export function kuttData(options: { apiKey?: string; defaultDomain?: string; branded?: string; idn?: string } = {}): KuttStandInData {
  const branded = options.branded ?? KUTT_BRANDED;
  const idn = options.idn ?? KUTT_IDN;
  const links: (KuttStandInLink | Record<string, unknown>)[] = [
    {
      uuid: kuttUuid(1),
      address: 'istanbul',
      target: 'https://example.com/tr?kaynak=kısa',
      description: 'İstanbul ışıkları — Işıl ışıl',
      domain: branded,
      created_at: '2026-01-02T09:15:00.000Z',
    },
    {
      uuid: kuttUuid(2),
      address: 'arabi',
      target: 'https://example.com/ar',
      description: 'رابط عربي للتجربة',
      domain: idn,
      created_at: '2026-01-01T08:00:00.000Z',
      expire_in: '2026-12-31 23:59:00',
      password: true,
    },
    {
      uuid: kuttUuid(3),
      address: 'party',
      target: 'https://example.com/🎉?utm_source=kutt',
      description: '🎉 Lansman',
      domain: null,
      created_at: '2025-01-01T00:00:00.000Z',
      extraVisits: 7,
    },
    { uuid: kuttUuid(4), address: 'banned', target: 'https://malware.example/', domain: null, created_at: '2025-12-01T00:00:00.000Z', banned: true },
    { id: kuttUuid(5), address: '', target: null, domain: null, created_at: 'yesterday' },
  ];
  for (let n = 6; n <= 262; n++) {
    links.push({
      uuid: kuttUuid(n),
      address: `k${n}`,
      target: `https://example.com/page/${n}`,
      description: n % 3 === 0 ? `Page ${n}` : null,
      domain: n % 2 === 0 ? branded : null,
      created_at: iso(Date.parse('2025-12-31T00:00:00.000Z') - n * 3_600_000),
    });
  }
  const daily: KuttVisit[] = [];
  for (let d = 0; d <= 44; d++)
    daily.push({
      at: morning(d),
      total: dailyClicks(d),
      countries: { tr: dailyClicks(d) },
      referrers: d % 2 ? { 'google[dot]com': dailyClicks(d) } : { direct: dailyClicks(d) },
    });
  const long: KuttVisit[] = [];
  for (let d = 0; d <= 400; d += 5) long.push({ at: morning(d), total: 2, countries: { sa: 1, unknown: 1 }, referrers: { direct: 2 } });
  return {
    apiKey: options.apiKey ?? 'kutt-key-0123456789abcdef',
    defaultDomain: options.defaultDomain ?? 'kutt.it',
    links,
    visits: { [kuttUuid(1)]: daily, [kuttUuid(3)]: long, [kuttUuid(10)]: [{ at: morning(3), total: 4 }] },
    now: KUTT_NOW,
  };
}
