import { describe, expect, it } from 'vitest';
import { newDraft, type RuleDraft } from './targeting-draft';
import {
  COUNTRY_CODES,
  countryChoices,
  countryName,
  fold,
  languageChoices,
  languageLabel,
  localTimeText,
  ruleSummary,
  searchChoices,
  shortDestination,
  timeZoneChoices,
} from './targeting-text';

const draft = (over: Partial<RuleDraft>): RuleDraft => ({ ...newDraft('Europe/Istanbul', 'k'), ...over });

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code (and Kosovo), once', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['TR', 'DE', 'US', 'XK']));
  });

  it('names each country in the UI language, every one with a name of its own', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    const unnamed = COUNTRY_CODES.filter((c) => countryName(c, 'en') === c);
    expect(unnamed, 'codes Intl.DisplayNames cannot name').toEqual([]);
  });

  it('finds a country by name (any case, accents folded), by code, and by an everyday name', () => {
    const choices = countryChoices('en');
    const first = (text: string) => searchChoices(choices, text)[0]?.code;
    expect(first('germ')).toBe('DE');
    expect(first('türk')).toBe('TR');
    expect(first('turk')).toBe('TR');
    expect(first('turkey')).toBe('TR');
    expect(first('tr')).toBe('TR');
    expect(first('usa')).toBe('US');
    expect(first('ivory')).toBe('CI');
    expect(searchChoices(choices, 'zzzz')).toEqual([]);
    expect(searchChoices(choices, '')).toHaveLength(250);
  });
});

describe('languages', () => {
  it('labels a code with its name and its tag as people write it', () => {
    expect(languageLabel('de', 'en')).toBe('German (de)');
    expect(languageLabel('en-gb', 'en')).toBe('British English (en-GB)');
  });

  it('suggests languages by name or code', () => {
    const choices = languageChoices('en');
    expect(searchChoices(choices, 'de')[0]?.code).toBe('de');
    expect(searchChoices(choices, 'turk')[0]?.code).toBe('tr');
    expect(searchChoices(choices, 'brit').map((c) => c.code)).toContain('en-gb');
  });
});

describe('words', () => {
  it('folds case, accents and the dotless ı', () => {
    expect(fold(' Türkiye ')).toBe('turkiye');
    expect(fold('IĞDIR')).toBe('igdir');
    expect(fold('ıspanak')).toBe('ispanak');
  });

  it('writes local times as the app writes dates', () => {
    expect(localTimeText('2025-12-01T09:30')).toBe('01.12.2025 09:30');
    expect(localTimeText('')).toBe('');
  });

  it('shows destinations decoded, without https:// or a bare trailing slash', () => {
    expect(shortDestination('https://xn--trkiye-3ya.gov.tr/%C3%A7ay')).toBe('türkiye.gov.tr/çay');
    expect(shortDestination('https://example.com/')).toBe('example.com');
    expect(shortDestination('http://example.com/a/')).toBe('http://example.com/a/');
  });

  it('offers every zone, UTC first, and the ones in use', () => {
    const zones = timeZoneChoices(['Europe/Istanbul', 'Etc/GMT+3']);
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(expect.arrayContaining(['Europe/Istanbul', 'America/New_York', 'Etc/GMT+3']));
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('ruleSummary', () => {
  it('says what a rule does in one sentence', () => {
    expect(ruleSummary(draft({ countries: ['DE'], devices: ['mobile'], destination: 'https://xn--trkiye-3ya.gov.tr/%C3%A7ay' }), 'en')).toBe(
      'Visitors from Germany on mobile → türkiye.gov.tr/çay',
    );
    expect(ruleSummary(draft({ languages: ['de', 'en-gb'], destination: 'example.com/de' }), 'en')).toBe(
      'Visitors with the browser in German or British English → example.com/de',
    );
    expect(ruleSummary(draft({ os: ['ios', 'android'], queryName: 'ref', queryValue: 'vip', destination: 'https://a.com/x' }), 'en')).toBe(
      'Visitors using iOS or Android with ?ref=vip in the link → a.com/x',
    );
    expect(ruleSummary(draft({ queryName: 'ref', destination: '' }), 'en')).toBe('Visitors with ?ref in the link → no destination yet');
    expect(ruleSummary(draft({ from: '2025-12-01T09:00', to: '2025-12-02T18:00', destination: 'https://a.com' }), 'en')).toBe(
      'Visitors between 01.12.2025 09:00 and 02.12.2025 18:00 (Europe/Istanbul) → a.com',
    );
    expect(ruleSummary(draft({ to: '2025-12-02T18:00', destination: 'https://a.com' }), 'en')).toBe(
      'Visitors until 02.12.2025 18:00 (Europe/Istanbul) → a.com',
    );
  });

  it('shortens long lists, and says when there is no condition', () => {
    expect(ruleSummary(draft({ countries: ['DE', 'AT', 'CH', 'FR', 'IT'], destination: 'https://a.com' }), 'en')).toBe(
      'Visitors from Germany, Austria, or 3 more countries → a.com',
    );
    expect(ruleSummary(draft({ destination: 'https://a.com' }), 'en')).toBe('No conditions yet: add one for this rule to send anyone → a.com');
  });
});
