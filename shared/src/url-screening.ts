/**
 * Screening of link destinations: pure heuristics that say whether a URL looks like phishing,
 * and (re-exported from url-blocklist.ts) the host-suffix rule of the admins' blocklist. Server-side only —
 * it is a subpath export (`@kisa/shared/url-screening`), so tldts' public-suffix list never
 * reaches the web bundle.
 *
 * A URL here is what links store: the WHATWG serialization (punycode host, shared/src/urls.ts).
 */
import { getDomain, getDomainWithoutSuffix, getPublicSuffix } from 'tldts';
import { SCREENING_FLAGS, type ScreeningFlag } from './moderation.js';
import { isIpHost } from './url-blocklist.js';
import { punycodeDecode } from './urls.js';

export { blockLookupHosts, isIpHost, normalizeBlockEntry, type ParsedBlocklist, parseBlocklist } from './url-blocklist.js';

/** Why a URL looks suspicious (the names and their text are in moderation.ts, which the web app reads). */
export { SCREENING_FLAGS, SCREENING_FLAG_TEXT, type ScreeningFlag } from './moderation.js';

interface Brand {
  name: string;
  /** The brand's own registrable domains. */
  domains: readonly string[];
  /** The name under any public suffix is the brand's own (google.com.tr, amazon.de). */
  anySuffix?: boolean;
  /**
   * 'substring': the name anywhere in a label flags it (paypal-secure, mypaypal); 'token': only a
   * whole label or a hyphen-separated part (apple-id.example, not pineapple.example; chase-login,
   * not purchase).
   */
  match: 'substring' | 'token';
}

/** Brands phishers borrow most (APWG, Cloudflare and Check Point brand reports), plus Turkish banks. */
export const BRANDS: readonly Brand[] = [
  { name: 'paypal', domains: ['paypal.com', 'paypal.me', 'paypalobjects.com'], match: 'substring' },
  { name: 'apple', domains: ['apple.com', 'icloud.com', 'apple.news'], match: 'token' },
  { name: 'icloud', domains: ['icloud.com'], match: 'substring' },
  {
    name: 'google',
    domains: ['google.com', 'googleusercontent.com', 'googleapis.com', 'youtube.com', 'gmail.com', 'goo.gl', 'google'],
    anySuffix: true,
    match: 'substring',
  },
  { name: 'gmail', domains: ['gmail.com', 'google.com'], match: 'substring' },
  {
    name: 'microsoft',
    domains: ['microsoft.com', 'microsoftonline.com', 'live.com', 'office.com', 'outlook.com', 'azure.com', 'windows.net', 'sharepoint.com'],
    match: 'substring',
  },
  { name: 'office365', domains: ['office.com', 'microsoft.com', 'office365.com'], match: 'substring' },
  { name: 'outlook', domains: ['outlook.com', 'live.com', 'office.com', 'microsoft.com'], match: 'token' },
  { name: 'amazon', domains: ['amazon.com', 'amazonaws.com', 'amazon.dev', 'a2z.com'], anySuffix: true, match: 'substring' },
  { name: 'facebook', domains: ['facebook.com', 'fb.com', 'fb.me', 'fbcdn.net'], match: 'substring' },
  { name: 'instagram', domains: ['instagram.com', 'cdninstagram.com'], match: 'substring' },
  { name: 'whatsapp', domains: ['whatsapp.com', 'whatsapp.net', 'wa.me'], match: 'substring' },
  { name: 'netflix', domains: ['netflix.com', 'nflxext.com'], match: 'substring' },
  { name: 'linkedin', domains: ['linkedin.com', 'lnkd.in'], match: 'substring' },
  { name: 'dropbox', domains: ['dropbox.com', 'dropboxusercontent.com'], match: 'substring' },
  { name: 'docusign', domains: ['docusign.com', 'docusign.net'], match: 'substring' },
  { name: 'coinbase', domains: ['coinbase.com'], match: 'substring' },
  { name: 'binance', domains: ['binance.com'], match: 'substring' },
  { name: 'dhl', domains: ['dhl.com', 'dhl.de'], anySuffix: true, match: 'token' },
  { name: 'fedex', domains: ['fedex.com'], match: 'substring' },
  { name: 'chase', domains: ['chase.com', 'jpmorganchase.com'], match: 'token' },
  { name: 'wellsfargo', domains: ['wellsfargo.com', 'wf.com'], match: 'substring' },
  { name: 'bankofamerica', domains: ['bankofamerica.com', 'bofa.com'], match: 'substring' },
  { name: 'hsbc', domains: ['hsbc.com', 'hsbc.co.uk', 'hsbc.com.tr'], anySuffix: true, match: 'substring' },
  { name: 'barclays', domains: ['barclays.co.uk', 'barclays.com'], anySuffix: true, match: 'substring' },
  { name: 'santander', domains: ['santander.com', 'santander.co.uk'], anySuffix: true, match: 'substring' },
  { name: 'garanti', domains: ['garantibbva.com.tr', 'garanti.com.tr'], match: 'token' },
  { name: 'garantibbva', domains: ['garantibbva.com.tr'], match: 'substring' },
  { name: 'ziraat', domains: ['ziraatbank.com.tr', 'ziraat.com.tr'], match: 'token' },
  { name: 'ziraatbank', domains: ['ziraatbank.com.tr'], match: 'substring' },
  { name: 'isbank', domains: ['isbank.com.tr'], match: 'substring' },
  { name: 'akbank', domains: ['akbank.com', 'akbank.com.tr'], match: 'substring' },
  { name: 'yapikredi', domains: ['yapikredi.com.tr'], match: 'substring' },
  { name: 'edevlet', domains: ['turkiye.gov.tr'], match: 'substring' },
];

/**
 * Characters people read as Latin letters (a small skeleton map in the spirit of Unicode TS #39's
 * confusables, for the scripts phishers use: Cyrillic, Greek, Armenian, fullwidth and digits).
 */
const CONFUSABLE: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  у: 'y',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  ү: 'y',
  з: '3',
  ь: 'b',
  α: 'a',
  β: 'b',
  ϲ: 'c',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϳ: 'j',
  օ: 'o',
  ս: 'u',
  ց: 'g',
  հ: 'h',
  ո: 'n',
  ա: 'w',
  ɡ: 'g',
  ı: 'i',
  ł: 'l',
  ɩ: 'i',
  ǀ: 'l',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
  '7': 't',
  '8': 'b',
};

/** A label as it reads: look-alikes folded to Latin, accents dropped, `rn` → `m`, `vv` → `w`. */
export function skeleton(label: string): string {
  let out = '';
  for (const ch of label.normalize('NFKC').toLowerCase()) {
    const folded = CONFUSABLE[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += folded;
  }
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** Script combinations a single label may legitimately hold (UTS #39 "highly restrictive"). */
const ALLOWED_SCRIPT_SETS: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Thai',
  'Devanagari',
  'Cherokee',
] as const;
const SCRIPT_RES = SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as const);

/** The scripts of a label's letters (digits, hyphens and marks belong to none). */
export function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const ch of label) {
    if (!/\p{L}/u.test(ch)) continue;
    const hit = SCRIPT_RES.find(([, re]) => re.test(ch));
    found.add(hit ? hit[0] : 'Other');
  }
  return found;
}

function isMixedScript(label: string): boolean {
  const scripts = [...scriptsOf(label)];
  if (scripts.length < 2) return false;
  return !ALLOWED_SCRIPT_SETS.some((allowed) => scripts.every((s) => allowed.includes(s)));
}

const decodeLabel = (label: string) => (/^xn--/i.test(label) ? (punycodeDecode(label.slice(4).toLowerCase()) ?? label) : label);

function ownsHost(brand: Brand, registrable: string | null, host: string): boolean {
  if (!registrable) return false;
  if (brand.domains.includes(registrable) || brand.domains.some((d) => host === d || host.endsWith(`.${d}`))) return true;
  return !!brand.anySuffix && getDomainWithoutSuffix(host) === brand.name;
}

function brandIn(label: string, brand: Brand): boolean {
  if (brand.match === 'substring') return label.includes(brand.name);
  return label === brand.name || label.split('-').includes(brand.name);
}

/**
 * The heuristics of one destination: userinfo, an IP-literal host, a label mixing scripts, a
 * look-alike of a brand, a brand's name outside its own domains. [] when nothing looks wrong
 * (and for anything that is not an http(s) URL: other rules refuse those).
 */
export function screenUrl(value: string): ScreeningFlag[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  const flags = new Set<ScreeningFlag>();
  if (url.username || url.password) flags.add('userinfo');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (isIpHost(host)) {
    flags.add('ipHost');
    return [...flags];
  }
  const registrable = getDomain(host);
  const labels = host.split('.');
  const decoded = labels.map(decodeLabel);
  if (decoded.some(isMixedScript)) flags.add('mixedScript');
  // The registrable part and the subdomains, not the public suffix (a brand in `.com.tr` is no brand).
  const suffixLabels = (getPublicSuffix(host) ?? '').split('.').filter(Boolean).length;
  const named = decoded.slice(0, Math.max(1, decoded.length - suffixLabels));
  for (const brand of BRANDS) {
    if (ownsHost(brand, registrable, host)) continue;
    const plain = named.some((label) => brandIn(label, brand));
    if (plain) {
      flags.add('brandInHost');
      continue;
    }
    if (named.some((label) => brandIn(skeleton(label), brand) && !brandIn(label, brand))) flags.add('confusableBrand');
  }
  return SCREENING_FLAGS.filter((f) => flags.has(f));
}
