import { COUNTRY_CODES, displayUrl, type RuleDevice, type RuleOs } from '@kisa/shared';
import { type MessageKey, translatedRecord, translateNow } from '@/lib/i18n';
import type { RuleDraft } from './targeting-draft';

/**
 * The Targeting tab's words: country and language names in the UI's language
 * (`Intl.DisplayNames`), the choices offered for each condition, the time zones, and the one
 * sentence that says what a rule does. Pure (the locale and zones are arguments); unit-tested.
 */

/** Every ISO country (the shared list: bulk files' `country:XX` columns take the same codes). */
export { COUNTRY_CODES };

/** Other names people search a country by (former or everyday names the display name lacks). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  AE: 'UAE Emirates',
  CD: 'DRC Democratic Republic of the Congo Zaire',
  CG: 'Republic of the Congo',
  CI: 'Ivory Coast',
  CV: 'Cabo Verde',
  CZ: 'Czech Republic',
  GB: 'UK Great Britain England Scotland Wales Northern Ireland',
  KP: 'Korea DPRK',
  KR: 'Korea',
  MK: 'Macedonia',
  MM: 'Burma',
  NL: 'Holland',
  PS: 'Palestine',
  RU: 'Russian Federation',
  SZ: 'Swaziland',
  TL: 'East Timor',
  TR: 'Turkey Turkiye',
  US: 'USA America',
  VA: 'Holy See',
};

/** The words a search folds: any case, accents dropped, Turkish dotless ı as i. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase().trim();
}

const regionNames = new Map<string, Intl.DisplayNames>();
const languageNames = new Map<string, Intl.DisplayNames>();

function displayNames(cache: Map<string, Intl.DisplayNames>, locale: string, type: 'region' | 'language'): Intl.DisplayNames | null {
  let names = cache.get(locale);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' });
    } catch {
      return null;
    }
    cache.set(locale, names);
  }
  return names;
}

/** A country's name in `locale` (`TR` → `Türkiye`); the code when there is none. */
export function countryName(code: string, locale: string): string {
  try {
    return displayNames(regionNames, locale, 'region')?.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface Choice {
  /** The value the rule holds (`TR`, `en-gb`). */
  code: string;
  /** What people read (`Türkiye`, `British English`). */
  label: string;
  /** Folded words a search matches (name, code, other names). */
  words: string;
}

/** Every country, by name in `locale`. */
export function countryChoices(locale: string): Choice[] {
  return COUNTRY_CODES.map((code) => {
    const label = countryName(code, locale);
    return { code, label, words: fold(`${label} ${code} ${COUNTRY_ALIASES[code] ?? ''}`) };
  }).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The languages offered as suggestions (any other BCP 47 code can be typed). */
export const LANGUAGE_SUGGESTIONS: readonly string[] = [
  'ar',
  'az',
  'bg',
  'bn',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'de-at',
  'de-ch',
  'el',
  'en',
  'en-au',
  'en-ca',
  'en-gb',
  'en-us',
  'es',
  'es-419',
  'es-mx',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'fr-ca',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'it',
  'ja',
  'ka',
  'kk',
  'ko',
  'ku',
  'lt',
  'lv',
  'mk',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-br',
  'ro',
  'ru',
  'sk',
  'sl',
  'sq',
  'sr',
  'sv',
  'sw',
  'th',
  'tr',
  'uk',
  'ur',
  'uz',
  'vi',
  'zh',
  'zh-hans',
  'zh-hant',
];

/** `en-gb` as people write it: `en-GB` (the rule stores lower case). */
export function languageTag(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

/** A language's name in `locale` (`de` → `German`, `en-gb` → `British English`); the tag when there is none. */
export function languageName(code: string, locale: string): string {
  try {
    return displayNames(languageNames, locale, 'language')?.of(languageTag(code)) ?? languageTag(code);
  } catch {
    return languageTag(code);
  }
}

/** A language as a chip or an option reads: `German (de)`. */
export function languageLabel(code: string, locale: string): string {
  const name = languageName(code, locale);
  const tag = languageTag(code);
  return name === tag ? tag : `${name} (${tag})`;
}

/** The suggested languages, by name in `locale`. */
export function languageChoices(locale: string): Choice[] {
  return LANGUAGE_SUGGESTIONS.map((code) => {
    const label = languageLabel(code, locale);
    return { code, label, words: fold(`${label} ${code}`) };
  }).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The choices a search matches, best first: the exact code, then names starting with the text,
 * then names with a word starting with it, then the text anywhere. Empty text: all of them.
 */
export function searchChoices(choices: readonly Choice[], text: string): Choice[] {
  const q = fold(text);
  if (!q) return [...choices];
  const rank = (c: Choice): number => {
    if (fold(c.code) === q) return 0;
    const label = fold(c.label);
    if (label.startsWith(q)) return 1;
    if (c.words.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(q))) return 2;
    if (c.words.includes(q)) return 3;
    return -1;
  };
  return choices
    .map((c) => ({ c, r: rank(c) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r)
    .map((x) => x.c);
}

export const DEVICE_LABELS: Readonly<Record<RuleDevice, string>> = translatedRecord<RuleDevice>({
  mobile: 'editor.device.mobile',
  tablet: 'editor.device.tablet',
  desktop: 'editor.device.desktop',
});
export const OS_LABELS: Readonly<Record<RuleOs, string>> = { ios: 'iOS', android: 'Android', windows: 'Windows', macos: 'macOS', linux: 'Linux' };

/** The browser's time zone (a new rule's window is in it), UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The time zones to choose from: every zone the browser knows, UTC, and the ones in use, sorted. */
export function timeZoneChoices(inUse: readonly string[]): string[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  return [...new Set([...all, 'UTC', ...inUse.filter(Boolean)])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** `2025-12-01T09:30` as the app writes times: `01.12.2025 09:30`. */
export function localTimeText(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]} ${m[4]}:${m[5]}` : value;
}

/** A URL as the summary shows it: decoded (`türkiye.gov.tr/çay`), `https://` and a bare trailing slash left out. */
export function shortDestination(url: string): string {
  const shown = displayUrl(url.trim());
  return shown.replace(/^https:\/\//i, '').replace(/^([^/?#]+)\/$/, '$1');
}

function orList(items: readonly string[], locale: string, noun: MessageKey): string {
  const max = 3;
  const shown =
    items.length > max
      ? [...items.slice(0, max - 1), translateNow('editor.summary.more', { n: items.length - (max - 1), noun: translateNow(noun) })]
      : [...items];
  try {
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(shown);
  } catch {
    return shown.join(' or ');
  }
}

/**
 * What a rule does in one sentence: "Visitors from Türkiye on mobile → türkiye.gov.tr/çay".
 * Conditions in the order the tab lists them; a rule without any says so.
 */
export function ruleSummary(d: RuleDraft, locale: string): string {
  const parts: string[] = [];
  if (d.countries.length)
    parts.push(
      translateNow('editor.summary.from', {
        list: orList(
          d.countries.map((c) => countryName(c, locale)),
          locale,
          'editor.summary.countries',
        ),
      }),
    );
  if (d.languages.length)
    parts.push(
      translateNow('editor.summary.language', {
        list: orList(
          d.languages.map((l) => languageName(l, locale)),
          locale,
          'editor.summary.languages',
        ),
      }),
    );
  if (d.devices.length)
    parts.push(
      translateNow('editor.summary.on', {
        list: orList(
          d.devices.map((x) => DEVICE_LABELS[x].toLowerCase()),
          locale,
          'editor.summary.devices',
        ),
      }),
    );
  if (d.os.length)
    parts.push(
      translateNow('editor.summary.using', {
        list: orList(
          d.os.map((x) => OS_LABELS[x]),
          locale,
          'editor.summary.systems',
        ),
      }),
    );
  const qName = d.queryName.trim();
  if (qName || d.queryValue)
    parts.push(
      d.queryValue ? translateNow('editor.summary.queryValue', { name: qName, value: d.queryValue }) : translateNow('editor.summary.query', { name: qName }),
    );
  const zone = d.timeZone;
  if (d.from && d.to) parts.push(translateNow('editor.summary.between', { from: localTimeText(d.from), to: localTimeText(d.to), zone }));
  else if (d.from) parts.push(translateNow('editor.summary.fromTime', { from: localTimeText(d.from), zone }));
  else if (d.to) parts.push(translateNow('editor.summary.until', { to: localTimeText(d.to), zone }));
  const where = d.destination.trim() ? shortDestination(d.destination) : translateNow('editor.summary.noDestination');
  if (!parts.length) return translateNow('editor.summary.noConditions', { where });
  return translateNow('editor.summary.rule', { parts: parts.join(translateNow('editor.summary.joiner')), where });
}
