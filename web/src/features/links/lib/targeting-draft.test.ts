import { describe, expect, it } from 'vitest';
import { MSG, RULE_MSG } from '@kisa/shared';
import {
  checkDraft,
  DESTINATION_REQUIRED,
  draftOf,
  fieldOfMessage,
  languageCode,
  moveRule,
  newDraft,
  placeServerError,
  ruleInput,
  type LinkRule,
  type RuleDraft,
} from './targeting-draft';

const draft = (over: Partial<RuleDraft> = {}): RuleDraft => ({ ...newDraft('Europe/Istanbul', over.key ?? 'k'), ...over });

describe('draftOf / ruleInput', () => {
  it('shows a stored rule as people read it and keeps its id', () => {
    const stored = {
      id: 'abc12345',
      name: 'Türkiye',
      countries: ['TR'],
      languages: ['tr', 'en-gb'],
      devices: ['mobile'],
      os: ['ios'],
      query: { name: 'ref' },
      window: { to: '2026-01-01T00:00', timeZone: 'Europe/Berlin' },
      destination: 'https://xn--trkiye-3ya.gov.tr/%C3%A7ay',
    } satisfies LinkRule;
    const d = draftOf(stored, 'UTC', 'k1');
    expect(d).toEqual({
      key: 'k1',
      id: 'abc12345',
      name: 'Türkiye',
      destination: 'https://türkiye.gov.tr/çay',
      countries: ['TR'],
      languages: ['tr', 'en-gb'],
      devices: ['mobile'],
      os: ['ios'],
      queryName: 'ref',
      queryValue: '',
      from: '',
      to: '2026-01-01T00:00',
      timeZone: 'Europe/Berlin',
    });
    // The same rule back, its destination as people read it.
    expect(ruleInput(d)).toEqual({ ...stored, destination: 'https://türkiye.gov.tr/çay' });
  });

  it('a rule without a window takes the default time zone, and leaves empty fields out', () => {
    const d = draftOf({ id: 'abc12345', countries: ['DE'], destination: 'https://example.com/de' }, 'Asia/Tokyo', 'k');
    expect(d.timeZone).toBe('Asia/Tokyo');
    expect(ruleInput(d)).toEqual({ id: 'abc12345', countries: ['DE'], destination: 'https://example.com/de' });
    // A time zone alone is no window; a query value without a name is kept for the check to refuse.
    expect(ruleInput(draft({ queryValue: 'x', destination: ' a.com ' }))).toEqual({ query: { name: '', value: 'x' }, destination: 'a.com' });
  });
});

describe('checkDraft (the shared schema, the server’s messages)', () => {
  it('accepts a rule and answers it as the API takes it', () => {
    const c = checkDraft(draft({ countries: ['TR', 'TR'], destination: 'türkiye.gov.tr/çay', name: '  Türkiye  ' }));
    expect(c).toEqual({ ok: true, rule: { name: 'Türkiye', countries: ['TR'], destination: 'https://xn--trkiye-3ya.gov.tr/%C3%A7ay' } });
  });

  it('names the field each message is about', () => {
    const cases: Array<[Partial<RuleDraft>, string, string]> = [
      [{ destination: 'https://example.com' }, 'conditions', RULE_MSG.conditionRequired],
      [{ countries: ['TR'], destination: ' ' }, 'destination', DESTINATION_REQUIRED],
      [{ countries: ['TR'], destination: 'not a url' }, 'destination', MSG.urlInvalid],
      [{ countries: ['TUR'], destination: 'https://example.com' }, 'countries', RULE_MSG.countryInvalid],
      [{ languages: ['deutsch!'], destination: 'https://example.com' }, 'languages', RULE_MSG.languageInvalid],
      [{ queryValue: 'vip', destination: 'https://example.com' }, 'query', RULE_MSG.queryInvalid],
      [{ from: '2026-02-01T10:00', to: '2026-01-01T10:00', destination: 'https://example.com' }, 'window', RULE_MSG.windowInvalid],
      [{ from: '2026-02-01T10:00', timeZone: 'Mars/Olympus', destination: 'https://example.com' }, 'window', RULE_MSG.windowInvalid],
      [{ os: ['ios'], name: 'x'.repeat(61), destination: 'https://example.com' }, 'name', RULE_MSG.nameInvalid],
    ];
    for (const [over, field, message] of cases) {
      const c = checkDraft(draft(over));
      expect(c, `the check of ${JSON.stringify(over)}`).toEqual({ ok: false, field, message });
    }
  });
});

describe('fieldOfMessage / placeServerError', () => {
  it('maps the rule messages to their fields', () => {
    expect(fieldOfMessage(RULE_MSG.conditionRequired)).toBe('conditions');
    expect(fieldOfMessage(RULE_MSG.windowInvalid)).toBe('window');
    expect(fieldOfMessage(MSG.urlInvalid)).toBe('destination');
    expect(fieldOfMessage('Something else')).toBeNull();
  });

  it('places a refusal on the first rule the same check refuses, else at the top', () => {
    const good = draft({ key: 'a', countries: ['TR'], destination: 'https://example.com/a' });
    const bad = draft({ key: 'b', destination: 'https://example.com/b' });
    expect(placeServerError([good, bad], RULE_MSG.conditionRequired)).toEqual({ key: 'b', field: 'conditions', message: RULE_MSG.conditionRequired });
    expect(placeServerError([good, bad], 'This URL is blocked.')).toEqual({ message: 'This URL is blocked.' });
  });
});

describe('moveRule', () => {
  it('swaps a rule with its neighbour, and leaves the list as it is at an edge', () => {
    expect(moveRule(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRule(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRule(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRule(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('languageCode', () => {
  it('takes a typed BCP 47 tag as the rule stores it, and refuses anything else', () => {
    expect(languageCode('de')).toBe('de');
    expect(languageCode(' en_GB ')).toBe('en-gb');
    expect(languageCode('zh-Hant')).toBe('zh-hant');
    expect(languageCode('German')).toBeNull();
    expect(languageCode('')).toBeNull();
  });
});
