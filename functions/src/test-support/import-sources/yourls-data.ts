import type { YourlsStandInData } from './yourls-stand-in.js';

/**
 * YOURLS data sets for the stand-in: one site (YOURLS has one host, the team's own; an IDN host by
 * default, `bağlantı.example`, which YOURLS names in Unicode), Turkish, Arabic and emoji titles,
 * a keyword in Turkish letters (a plugin's charset), UTM in a destination, a title YOURLS filled
 * with the URL itself, click totals as the numeric strings MySQL gives, a row without a keyword
 * and one without a destination. Rows are in creation order; the API answers them newest first.
 */

export const YOURLS_SIGNATURE = '1f2e3d4c5b';
export const YOURLS_SITE = 'https://bağlantı.example';
export const YOURLS_HOST = 'xn--balant-45a2m.example';

export const SPRING = {
  keyword: 'bahar',
  url: 'https://acme.example/spring?utm_source=yourls&utm_medium=social&utm_campaign=bahar',
  title: 'Bahar İndirimi — ışıklı günler',
  timestamp: '2026-03-01 09:30:00',
  ip: '203.0.113.7',
  clicks: '1234',
};
export const LAUNCH = {
  keyword: 'launch',
  url: 'https://متجر.example/عرض?ref=yourls',
  title: '🎉 عرض خاص — Launch',
  timestamp: '2025-11-15 18:05:00',
  ip: '203.0.113.8',
  clicks: 0,
};
/** A keyword in Turkish letters, as YOURLS names it (unescaped) in its short URL. */
export const SEHIR = {
  keyword: 'şehir',
  url: 'https://örnek.com.tr/İstanbul',
  title: 'İstanbul',
  timestamp: '2026-01-20 00:00:00',
  ip: '203.0.113.9',
  clicks: '7',
};
/** YOURLS filled the title with the URL (the page had none). */
export const UNTITLED = {
  keyword: 'plain',
  url: 'https://acme.example/plain',
  title: 'https://acme.example/plain',
  timestamp: '2026-02-01 00:00:00',
  ip: '203.0.113.9',
  clicks: '3',
};
/** Without a keyword (its short URL is the bare site), and without a destination. */
export const NO_KEYWORD = {
  keyword: '',
  url: 'https://acme.example/nokeyword',
  title: 'no keyword',
  timestamp: '2024-06-01 00:00:00',
  ip: '203.0.113.1',
  clicks: '0',
};
export const NO_URL = { keyword: 'broken', url: null, title: 'no url', timestamp: '2024-06-02 00:00:00', ip: '203.0.113.1', clicks: '0' };

/** The i-th generated row: base-36 keywords as YOURLS makes them (from `100`: shorter ones are no Kisa alias), one an hour from 2024-01-01 (UTC). */
export function generatedRow(i: number): Record<string, unknown> {
  const at = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
  return {
    keyword: (i + 1296).toString(36),
    url: `https://acme.example/p/${i}`,
    title: `Product ${i}`,
    timestamp: `${at.slice(0, 10)} ${at.slice(11, 19)}`,
    ip: '198.51.100.4',
    clicks: String(i % 17),
  };
}

export function yourlsDataSet(options: { generated?: number; site?: string } = {}): YourlsStandInData {
  const { generated = 2050, site = YOURLS_SITE } = options;
  const rows = Array.from({ length: generated }, (_, i) => generatedRow(i));
  return { signature: YOURLS_SIGNATURE, site, links: [NO_KEYWORD, NO_URL, ...rows, LAUNCH, SEHIR, UNTITLED, SPRING] };
}
