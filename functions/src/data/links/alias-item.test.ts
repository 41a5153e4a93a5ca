import { describe, expect, it } from 'vitest';
import { aliasKey, aliasKeyOf, legacyAliasKey, parseAliasSnapshot } from './alias-item.js';

describe('alias item', () => {
  it('keys an alias by its code in lower case, and an older one by its exact code', () => {
    expect(aliasKey('Ab3x9')).toEqual({ PK: 'ALIAS#ab3x9', SK: 'ALIAS' });
    expect(aliasKey('ABC')).toEqual(aliasKey('abc'));
    expect(aliasKey('Brand7D90')).toEqual({ PK: 'ALIAS#brand7d90', SK: 'ALIAS' });
    expect(aliasKey('Brand7D90', 'go.acme.com')).toEqual({ PK: 'ALIAS#go.acme.com/brand7d90', SK: 'ALIAS' });
    expect(legacyAliasKey('Brand7D90')).toEqual({ PK: 'ALIAS#Brand7D90', SK: 'ALIAS' });
    expect(aliasKeyOf({ shortUrl: 'Brand7D90', aliasFolded: true })).toEqual(aliasKey('Brand7D90'));
    expect(aliasKeyOf({ shortUrl: 'Brand7D90' })).toEqual(legacyAliasKey('Brand7D90'));
    expect(aliasKeyOf({ shortUrl: 'abc' })).toEqual(aliasKey('abc'));
  });

  it('reads a snapshot, the fields older items lack as before (the owner’s code, else the one asked for)', () => {
    expect(parseAliasSnapshot({ ...aliasKey('abc'), longUrl: 'https://example.com/' }, 'ABC')).toEqual({
      code: 'ABC',
      linkId: '',
      teamId: '',
      longUrl: 'https://example.com/',
      redirects: {},
      utm: {},
      expiry: {},
      clickLimitReached: false,
    });
    const full = {
      ...aliasKey('abc'),
      code: 'aBc',
      linkId: 'l1',
      teamId: 't1',
      longUrl: 'https://example.com/',
      redirects: { ios: 'https://apps.apple.com/x' },
      utm: { source: 'news' },
      expiry: { maxClicks: 3 },
      clickLimitReached: true,
      passwordHash: 'scrypt$1',
      campaignId: 'c1',
      conversionTracking: true,
      tagIds: ['g1'],
      rules: [{ id: 'r1', match: { countries: ['TR'] }, url: 'https://example.com/tr' }],
      split: { variants: [] },
      preview: { title: 'Preview' },
      indexable: true,
      moderation: 'flagged',
      userId: 'u1',
    };
    const { PK: _pk, SK: _sk, ...snapshot } = full;
    expect(parseAliasSnapshot(full, 'abc')).toEqual(snapshot);
  });

  it('throws, naming the item and the field, when a field the redirect uses has the wrong type or longUrl is missing', () => {
    expect(() => parseAliasSnapshot({ ...aliasKey('abc'), linkId: 'l1' }, 'abc')).toThrow('Malformed alias item ALIAS#abc / ALIAS: longUrl is missing');
    expect(() => parseAliasSnapshot({ ...aliasKey('abc'), longUrl: 42 }, 'abc')).toThrow(/ALIAS#abc.*longUrl is not a string/);
    expect(() => parseAliasSnapshot({ ...aliasKey('abc'), longUrl: 'https://example.com/', expiry: { maxClicks: '3' } }, 'abc')).toThrow(
      /expiry is not an expiry/,
    );
    expect(() => parseAliasSnapshot({ ...aliasKey('abc'), longUrl: 'https://example.com/', moderation: 'banned' }, 'abc')).toThrow(/moderation is not/);
    expect(() => parseAliasSnapshot({ ...aliasKey('abc'), longUrl: 'https://example.com/', split: { weights: [] } }, 'abc')).toThrow(/split is not a split/);
  });
});
