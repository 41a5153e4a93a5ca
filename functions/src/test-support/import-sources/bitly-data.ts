import type { BitlyStandInClicks, BitlyStandInData } from './bitly-stand-in.js';

/**
 * Bitly data sets for the stand-in: two groups, a branded domain (`go.acme.example`), the shared
 * `bit.ly`, an IDN domain (`bağlantı.example`), Turkish, Arabic and emoji titles, tags, an expiry,
 * deeplinks (device redirects), a custom back-half, an archived and a malformed bitlink, and daily
 * clicks over 40+ days for some links. The named links are written out so tests can state exactly
 * what each becomes.
 */

export const BITLY_TOKEN = 'bitly-test-token-1f2e3d';
export const BRANDED = 'go.acme.example';

/** The branded link with everything: a custom back-half, tags, an expiry, deeplinks. */
export function springOf(branded: string) {
  return {
    id: `${branded}/spring`,
    link: `https://${branded}/spring`,
    custom_bitlinks: [`https://${branded}/bahar`],
    long_url: 'https://acme.example/spring?utm_source=bitly&utm_medium=social',
    title: 'Bahar İndirimi — ışıklı günler',
    archived: false,
    created_at: '2026-03-01T09:30:00+0000',
    expiration_at: '2026-12-31T23:59:59+0000',
    created_by: 'acme_admin',
    client_id: 'a1b2c3',
    tags: ['kampanya', 'İstanbul'],
    deeplinks: [
      {
        guid: 'Dl1',
        bitlink: `${branded}/spring`,
        app_uri_path: '/spring',
        install_url: 'https://apps.apple.com/app/id123456',
        os: 'ios',
        install_type: 'promote_install',
      },
      {
        guid: 'Dl2',
        bitlink: `${branded}/spring`,
        app_uri_path: '/spring',
        install_url: 'https://play.google.com/store/apps/details?id=com.acme',
        os: 'android',
        install_type: 'auto_install',
      },
    ],
    references: { group: 'https://api-ssl.bitly.com/v4/groups/Bk1Acme' },
  };
}
export const SPRING = springOf(BRANDED);

/** A shared-domain link with an Arabic and emoji title. */
export const LAUNCH = {
  id: 'bit.ly/3Xy9Kq',
  link: 'https://bit.ly/3Xy9Kq',
  custom_bitlinks: [],
  long_url: 'https://متجر.example/عرض?ref=bitly',
  title: '🎉 عرض خاص — Launch',
  archived: false,
  created_at: '2025-11-15T18:05:00+0000',
  tags: ['إطلاق', '🚀'],
  deeplinks: [],
};

/** A link on an IDN domain, as Bitly spells it (Unicode). */
export function idnOf(host: string) {
  return {
    id: `${host}/merhaba`,
    link: `https://${host}/merhaba`,
    custom_bitlinks: [],
    long_url: 'https://örnek.com.tr/sayfa',
    title: null,
    archived: false,
    created_at: '2026-01-20T00:00:00+0000',
    tags: [],
    deeplinks: [{ os: 'ios', install_url: 'https://apps.apple.com/app/id999', install_type: 'no_install', app_uri_path: '/x' }],
  };
}
export const IDN = idnOf('bağlantı.example');

export const ARCHIVED = {
  id: 'bit.ly/old1',
  link: 'https://bit.ly/old1',
  long_url: 'https://acme.example/old',
  title: 'Old',
  archived: true,
  created_at: '2020-01-01T00:00:00+0000',
  tags: [],
};
/** No destination: Bitly should never answer it, but a page may hold one. */
export const MALFORMED = { id: 'bit.ly/broken', link: 'https://bit.ly/broken', title: 'no long_url', archived: false, created_at: '2024-01-01T00:00:00+0000' };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A Bitly-like back-half for the i-th generated link (unique, deterministic). */
export function generatedCode(i: number): string {
  let n = i * 7919 + 104_729;
  let code = '';
  while (code.length < 6) {
    code = ALPHABET[n % 62] + code;
    n = Math.floor(n / 62);
  }
  return `4${code}`;
}

/** The i-th generated bitlink: every third on the branded domain; newest first. */
export function generatedLink(i: number, branded = BRANDED): Record<string, unknown> {
  const host = i % 3 === 0 ? branded : 'bit.ly';
  const code = generatedCode(i);
  return {
    id: `${host}/${code}`,
    link: `https://${host}/${code}`,
    custom_bitlinks: [],
    long_url: `https://acme.example/p/${i}`,
    title: `Product ${i}`,
    archived: false,
    created_at: new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    tags: i % 5 === 0 ? ['catalog'] : [],
    deeplinks: [],
  };
}

/** `count` days from `first` with clicks (i*7 + d*3) % 11, zeros among them. */
export function dailyClicks(first: string, count: number, seed: number): Record<string, number> {
  const days: Record<string, number> = {};
  for (let d = 0; d < count; d++) {
    const clicks = (seed * 7 + d * 3) % 11;
    if (clicks > 0) days[new Date(Date.parse(`${first}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10)] = clicks;
  }
  return days;
}

const sum = (days: Record<string, number>) => Object.values(days).reduce((a, b) => a + b, 0);

/** Splits a total across countries and referring domains so each summary adds up to it. */
function withSummaries(days: Record<string, number>): BitlyStandInClicks {
  const total = sum(days);
  const tr = Math.floor(total / 2);
  const sa = Math.floor(total / 4);
  const direct = Math.floor(total / 3);
  return {
    days,
    countries: { TR: tr, SA: sa, US: total - tr - sa },
    referringDomains: { direct, 't.co': Math.floor(total / 3), 'bağlantı.example': total - direct - Math.floor(total / 3) },
  };
}

export interface BitlyDataSetOptions {
  /** The branded domain (default go.acme.example): API tests each need their own. */
  branded?: string;
  /** The IDN domain, as Bitly spells it (default bağlantı.example). */
  idn?: string;
  /** Generated links in the first group (default 226: with the 3 named ones, 229 over 3 pages). */
  generatedA?: number;
  /** Generated links in the second group (default 25). */
  generatedB?: number;
  /** Every n-th generated link has 41 days of clicks (default 50). */
  clicksEvery?: number;
}

/** The data set: group Bk1Acme holds the named links and generated ones, Bk2Shop more generated ones, the archived and the malformed one. */
export function bitlyDataSet(options: BitlyDataSetOptions = {}): BitlyStandInData {
  const { branded = BRANDED, idn = 'bağlantı.example', generatedA = 226, generatedB = 25, clicksEvery = 50 } = options;
  const a = Array.from({ length: generatedA }, (_, i) => generatedLink(i, branded));
  const b = Array.from({ length: generatedB }, (_, i) => generatedLink(generatedA + i, branded));
  const spring = springOf(branded);
  const clicks: Record<string, BitlyStandInClicks> = {
    [spring.id]: withSummaries(dailyClicks('2026-03-01', 45, 1)),
    [LAUNCH.id]: withSummaries(dailyClicks('2025-11-15', 60, 2)),
  };
  [...a, ...b].forEach((l, i) => {
    if (i % clicksEvery === 0) clicks[l.id as string] = { days: dailyClicks('2025-12-01', 41, i) };
  });
  return {
    token: BITLY_TOKEN,
    groups: [
      { guid: 'Bk1Acme', name: 'Acme', links: [spring, LAUNCH, ...a.slice(0, 100), idnOf(idn), ...a.slice(100)] },
      { guid: 'Bk2Shop', name: 'Dükkân', links: [...b.slice(0, 10), ARCHIVED, ...b.slice(10), MALFORMED] },
    ],
    clicks,
  };
}

/** The readable bitlinks of a data set (what an import brings: not archived, with a destination). */
export function readableBitlinks(data: BitlyStandInData): Record<string, unknown>[] {
  return data.groups.flatMap((g) => g.links as Record<string, unknown>[]).filter((l) => l.archived !== true && typeof l.long_url === 'string');
}
