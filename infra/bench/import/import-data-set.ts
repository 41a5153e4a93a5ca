/**
 * The benchmark's generic-file import, shaped as production makes links: codes of 4–12
 * characters (some custom words), titles of any length and script, 10 % tagged from a few
 * hundred tags, targets on a few thousand hosts (IDN ones too), ~1 % codes already taken in Kisa,
 * ~0.5 % targets that are not http(s), and daily history with production's skew over up to two
 * years: most links a few clicks on a handful of days, a few percent hundreds of days, a handful
 * hot (thousands a day). Seeded, so every run gets the same data set.
 */
import { checkAlias, foldAlias } from '@kisa/shared';

export interface BenchLink {
  code: string;
  url: string;
  title?: string;
  tags?: string[];
  created: string;
  /** Day → clicks (the JSON form's `history`). */
  history: Record<string, number>;
}

export interface DataSet {
  links: BenchLink[];
  /** Codes to create in Kisa before the import, so the import meets them taken. */
  taken: string[];
  invalidTargets: number;
  historyRows: number;
  clicks: number;
}

/** mulberry32: small, fast, seeded. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const WORDS = ['spring-sale', 'kampanya', 'indirim', 'launch', 'webinar', 'promo', 'menu', 'careers', 'black-friday', 'yaz', 'kis', 'docs', 'event'];
const TITLE_PARTS = [
  'Spring sale: everything must go',
  'İstanbul’da yaz kampanyası — ışıklı, güzel, çok şık',
  'Iğdır ve Şırnak için ücretsiz kargo',
  'عرض خاص لفترة محدودة',
  'مرحبا بكم في متجرنا الجديد',
  '🎉 Launch day 🚀',
  '🔥 Deals',
  'Quarterly report (Q3)',
  'Ürün kataloğu 2026',
  'Weekly newsletter #',
];
const TLDS = ['com', 'com.tr', 'net', 'org', 'io', 'de', 'sa', 'co.uk'];
const IDN_HOSTS = ['bücher.example', 'çiçekçi.example', 'مثال.example', 'ığdır-otel.example'];
const INVALID_TARGETS = ['ftp://files.example.com/report.pdf', 'mailto:sales@example.com', 'not a url', 'javascript:alert(1)'];

/** `BENCH_LINKS` links over `days` days ending `today` (YYYY-MM-DD). */
export function makeDataSet(count: number, today: string, seed = 20261129): DataSet {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const dayMs = 86_400_000;
  const end = Date.parse(`${today}T00:00:00Z`);
  const dayOf = (back: number) => new Date(end - back * dayMs).toISOString().slice(0, 10);

  const hosts = Array.from({ length: 3000 }, (_, i) => (i < IDN_HOSTS.length ? IDN_HOSTS[i]! : `shop-${i.toString(36)}.${pick(TLDS)}`));
  const tags = Array.from({ length: 300 }, (_, i) => (i % 10 === 0 ? `kampanya-${i}` : i % 10 === 1 ? `عرض-${i}` : i % 10 === 2 ? `İzmir-${i}` : `tag-${i}`));
  const seen = new Set<string>();
  const codeOf = (): string => {
    for (;;) {
      const code =
        rnd() < 0.08 ? `${pick(WORDS)}-${int(1, 9999)}` : Array.from({ length: int(4, 12) }, () => ALPHABET[Math.floor(rnd() * ALPHABET.length)]).join('');
      if (!checkAlias(code) && !seen.has(foldAlias(code))) {
        seen.add(foldAlias(code));
        return code;
      }
    }
  };

  const links: BenchLink[] = [];
  const taken: string[] = [];
  let invalidTargets = 0;
  let historyRows = 0;
  let clicks = 0;
  const hot = Math.max(1, Math.round(count / 20_000));
  for (let i = 0; i < count; i++) {
    const code = codeOf();
    const invalid = i % 200 === 7;
    if (invalid) invalidTargets++;
    if (i % 100 === 3) taken.push(code);
    const url = invalid
      ? pick(INVALID_TARGETS)
      : `https://${hosts[Math.floor(rnd() ** 2 * hosts.length)]}/${pick(['p', 'ürün', 'صفحة', 'blog'])}/${i.toString(36)}?utm_source=import`;
    const titleLength = int(0, 3);
    const title = Array.from({ length: titleLength }, () => pick(TITLE_PARTS)).join(' · ');
    const age = int(0, 729);
    const history: Record<string, number> = {};
    // Production's skew: a handful hot every day, a few percent on hundreds of days, most on a handful.
    const kind = i < hot ? 'hot' : rnd() < 0.025 ? 'long' : 'short';
    const days = kind === 'hot' ? age + 1 : kind === 'long' ? Math.min(age + 1, int(100, 730)) : int(0, 6);
    for (let d = 0; d < days; d++) {
      const back = kind === 'short' ? int(0, age) : d;
      const n = kind === 'hot' ? int(1000, 5000) : kind === 'long' ? int(1, 40) : int(1, 5);
      history[dayOf(back)] = (history[dayOf(back)] ?? 0) + n;
      clicks += n;
    }
    if (!invalid) historyRows += Object.keys(history).length;
    links.push({
      code,
      url,
      ...(title ? { title } : {}),
      ...(rnd() < 0.1 ? { tags: Array.from({ length: int(1, 3) }, () => pick(tags)) } : {}),
      created: `${dayOf(age)}T${String(int(0, 23)).padStart(2, '0')}:00:00Z`,
      history,
    });
  }
  return { links, taken, invalidTargets, historyRows, clicks };
}

/**
 * The links as JSON files (the generic file's `history` form), each at most `maxFileBytes` of
 * UTF-8 and at most `maxBodyBytes` once escaped into the request's JSON body: as many as it takes.
 */
export function packFiles(links: readonly BenchLink[], maxFileBytes: number, maxBodyBytes: number): string[] {
  const files: string[] = [];
  let parts: string[] = [];
  let fileBytes = 2;
  let bodyBytes = 2;
  for (const link of links) {
    const part = JSON.stringify(link);
    const bytes = Buffer.byteLength(part) + 1;
    const escaped = Buffer.byteLength(JSON.stringify(part)) - 1;
    if (parts.length && (fileBytes + bytes > maxFileBytes || bodyBytes + escaped > maxBodyBytes)) {
      files.push(`[${parts.join(',')}]`);
      parts = [];
      fileBytes = 2;
      bodyBytes = 2;
    }
    parts.push(part);
    fileBytes += bytes;
    bodyBytes += escaped;
  }
  if (parts.length) files.push(`[${parts.join(',')}]`);
  return files;
}
