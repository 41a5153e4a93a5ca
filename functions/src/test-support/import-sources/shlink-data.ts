import { type ShlinkStandInData, type ShlinkStandInVisit, shlinkKey } from './shlink-stand-in.js';

/**
 * Shlink data sets for the stand-in: the server's default domain (`sh.acme.example`, the team's
 * own), a branded domain (`go.acme.example`), an IDN domain (`bağlantı.example`), Turkish, Arabic
 * and emoji titles, tags, an expiry and a visit limit, device redirects both ways Shlink has kept
 * them (3.x `deviceLongUrls`, 4.x redirect rules), UTM in a destination, a short URL deleted before
 * its visits are read, two malformed ones, and visits over 40+ days for some links. The named
 * links are written out, and their visits' expected daily totals and summaries kept beside them
 * as the generator meant them, so tests can state exactly what each becomes.
 */

export const SHLINK_API_KEY = 'c4a1f0e2-7b7d-4f7e-9a51-shlink-test';
export const DEFAULT_DOMAIN = 'sh.acme.example';
export const BRANDED = 'go.acme.example';
export const IDN_DOMAIN = 'bağlantı.example';

/** A branded link with everything Shlink 3.x kept: tags, an expiry, a visit limit, device long URLs. */
export const SPRING = {
  shortCode: 'spring',
  longUrl: 'https://acme.example/spring?utm_source=shlink&utm_medium=social&utm_campaign=bahar',
  dateCreated: '2026-03-01T12:30:00+03:00',
  tags: ['kampanya', 'İstanbul'],
  meta: { validSince: '2026-03-01T00:00:00+03:00', validUntil: '2026-12-31T23:59:59+03:00', maxVisits: 5000 },
  domain: BRANDED,
  title: 'Bahar İndirimi — ışıklı günler',
  deviceLongUrls: { android: 'https://play.google.com/store/apps/details?id=com.acme', ios: 'https://apps.apple.com/app/id123456', desktop: null },
};

/** On the default domain (`domain: null`), an Arabic and emoji title, device redirects as 4.x redirect rules. */
export const LAUNCH = {
  shortCode: 'Launch-2026',
  longUrl: 'https://متجر.example/عرض?ref=shlink',
  dateCreated: '2025-11-15T18:05:00+00:00',
  tags: ['إطلاق', '🚀'],
  meta: { validSince: null, validUntil: null, maxVisits: null },
  domain: null,
  title: '🎉 عرض خاص — Launch',
  hasRedirectRules: true,
};

export const LAUNCH_RULES = [
  { longUrl: 'https://acme.example/launch-fr', priority: 1, conditions: [{ type: 'language', matchValue: 'fr', matchKey: null }] },
  {
    longUrl: 'https://acme.example/launch-ios-en',
    priority: 2,
    conditions: [
      { type: 'device', matchValue: 'ios', matchKey: null },
      { type: 'language', matchValue: 'en', matchKey: null },
    ],
  },
  {
    longUrl: 'https://play.google.com/store/apps/details?id=com.acme.launch',
    priority: 4,
    conditions: [{ type: 'device', matchValue: 'android', matchKey: null }],
  },
  { longUrl: 'https://apps.apple.com/app/id777', priority: 3, conditions: [{ type: 'device', matchValue: 'ios', matchKey: null }] },
];

/** On the IDN domain, as Shlink keeps its authority (Unicode); no title. */
export const IDN = {
  shortCode: 'merhaba',
  longUrl: 'https://örnek.com.tr/sayfa',
  dateCreated: '2026-01-20T00:00:00+00:00',
  tags: [],
  meta: { validSince: null, validUntil: null, maxVisits: null },
  domain: IDN_DOMAIN,
  title: null,
};

/** Listed, then deleted before its visits are read. */
export const GONE = {
  shortCode: 'gone',
  longUrl: 'https://acme.example/gone',
  dateCreated: '2026-02-01T00:00:00+00:00',
  tags: [],
  meta: {},
  domain: null,
  title: 'Gone',
};
/** No destination; and no short code. */
export const MALFORMED = [
  { shortCode: 'broken', longUrl: null, dateCreated: '2024-01-01T00:00:00+00:00', tags: [], meta: {}, domain: null, title: 'no longUrl' },
  { shortCode: '', longUrl: 'https://acme.example/x', dateCreated: '2024-01-01T00:00:00+00:00', tags: [], meta: {}, domain: BRANDED, title: 'no code' },
];

/** The i-th generated short URL: every third on the branded domain, the rest on the default one; oldest first. */
export function generatedShortUrl(i: number): Record<string, unknown> {
  return {
    shortCode: `g${(i * 7919 + 104_729).toString(36)}`,
    longUrl: `https://acme.example/p/${i}`,
    dateCreated: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    tags: i % 5 === 0 ? ['catalog'] : [],
    meta: { validSince: null, validUntil: null, maxVisits: null },
    domain: i % 3 === 0 ? BRANDED : null,
    title: `Product ${i}`,
  };
}

const COUNTRIES = ['TR', 'SA', 'US', undefined] as const;
const REFERERS = ['https://t.co/x1', null, 'https://www.bağlantı.example/yazı', ''] as const;
/** The referrer hosts the adapter should make of REFERERS ('' for direct). */
const REFERER_HOSTS = ['t.co', '', 'www.xn--balant-45a2m.example', ''] as const;

export interface ExpectedHistory {
  days: Record<string, number>;
  countries: Record<string, number>;
  referrers: Record<string, number>;
}

/**
 * `count` days from `first`, (seed*7 + d*3) % 11 visits on day d (zeros among them). Each visit
 * is at 22:30 UTC written with a +03:00 offset, so it reads as the next day locally: the daily
 * totals must come out on the UTC day. Countries and referrers cycle through the lists above.
 */
export function visitsOver(first: string, count: number, seed: number): { visits: ShlinkStandInVisit[]; expected: ExpectedHistory } {
  const visits: ShlinkStandInVisit[] = [];
  const expected: ExpectedHistory = { days: {}, countries: {}, referrers: {} };
  let n = 0;
  for (let d = 0; d < count; d++) {
    const clicks = (seed * 7 + d * 3) % 11;
    const utcDay = new Date(Date.parse(`${first}T00:00:00Z`) + d * 86_400_000);
    const day = utcDay.toISOString().slice(0, 10);
    const localNextDay = new Date(utcDay.getTime() + 86_400_000).toISOString().slice(0, 10);
    for (let k = 0; k < clicks; k++, n++) {
      const country = COUNTRIES[n % 4];
      const minute = String(k % 60).padStart(2, '0');
      visits.push({
        date: `${localNextDay}T01:${minute}:00+03:00`,
        referer: REFERERS[n % 4]!,
        ...(country ? { countryCode: country } : {}),
        potentialBot: n % 9 === 0,
      });
      expected.days[day] = (expected.days[day] ?? 0) + 1;
      if (country) expected.countries[country] = (expected.countries[country] ?? 0) + 1;
      const host = REFERER_HOSTS[n % 4]!;
      expected.referrers[host] = (expected.referrers[host] ?? 0) + 1;
    }
  }
  return { visits, expected };
}

export interface ShlinkDataSetOptions {
  /** Generated short URLs (default 2,050: with the named ones, 3 pages of 1,000). */
  generated?: number;
  /** Every n-th generated short URL has 41 days of visits (default 100). */
  visitsEvery?: number;
  /** Other hosts than DEFAULT_DOMAIN, BRANDED and IDN_DOMAIN (API tests: a domain belongs to one team). */
  hosts?: { defaultDomain: string; branded: string; idn: string };
}

export interface ShlinkDataSet {
  data: ShlinkStandInData;
  /** `domain/shortCode` (shlinkKey) → what its history should come to. */
  expected: Record<string, ExpectedHistory>;
}

export function shlinkDataSet(options: ShlinkDataSetOptions = {}): ShlinkDataSet {
  const { generated = 2050, visitsEvery = 100 } = options;
  const { defaultDomain, branded, idn } = options.hosts ?? { defaultDomain: DEFAULT_DOMAIN, branded: BRANDED, idn: IDN_DOMAIN };
  const onHost = <T extends { domain: string | null }>(s: T): T => ({
    ...s,
    domain: s.domain === BRANDED ? branded : s.domain === IDN_DOMAIN ? idn : s.domain,
  });
  const gen: Record<string, unknown>[] = Array.from({ length: generated }, (_, i) => ({ ...generatedShortUrl(i), domain: i % 3 === 0 ? branded : null }));
  const [spring, launch, idnLink, gone] = [onHost(SPRING), onHost(LAUNCH), onHost(IDN), onHost(GONE)];
  const malformed = MALFORMED.map(onHost);
  const visits: ShlinkStandInData['visits'] = {};
  const expected: ShlinkDataSet['expected'] = {};
  const give = (domain: string | null, code: string, history: ReturnType<typeof visitsOver>) => {
    visits[shlinkKey(domain, code)] = history.visits;
    expected[shlinkKey(domain, code)] = history.expected;
  };
  give(spring.domain, SPRING.shortCode, visitsOver('2026-03-01', 45, 1));
  give(launch.domain, LAUNCH.shortCode, visitsOver('2025-11-15', 60, 2));
  gen.forEach((s, i) => {
    if (i % visitsEvery === 0) give(s.domain as string | null, s.shortCode as string, visitsOver('2025-12-01', 41, i));
  });
  visits[shlinkKey(gone.domain, GONE.shortCode)] = [{ date: '2026-02-02T10:00:00+00:00', referer: null }];
  const half = Math.floor(gen.length / 2);
  return {
    data: {
      apiKey: SHLINK_API_KEY,
      defaultDomain,
      shortUrls: [malformed[0], launch, idnLink, ...gen.slice(0, half), gone, spring, ...gen.slice(half), malformed[1]],
      visits,
      redirectRules: { [shlinkKey(launch.domain, LAUNCH.shortCode)]: LAUNCH_RULES },
      deleted: [shlinkKey(gone.domain, GONE.shortCode)],
    },
    expected,
  };
}
