import { describe, expect, it } from 'vitest';
import { GROUP_KEY, liveSearchEntries, packRecords, RS, searchEntryOf, searchTextOf, SEP, TOMBSTONE } from './search-format.js';

const link = (linkId: string, title: string) => ({ linkId, createdAt: '2026-01-01T00:00:00.000Z', title, shortUrl: `C${linkId}`, longUrl: `https://example.com/${linkId}` });

describe('search entry format', () => {
  it('an entry is the date and the lower-cased title, code and target (as people read it), separated so no match spans two', () => {
    expect(searchTextOf({ title: 'Spring SALE', shortUrl: 'Promo', longUrl: 'https://xn--trkiye-3ya.gov.tr/A' })).toBe(`spring sale${SEP}promo${SEP}https://türkiye.gov.tr/a`);
    expect(searchEntryOf(link('a', 'One'))).toBe(`2026-01-01T00:00:00.000Z${SEP}one${SEP}ca${SEP}https://example.com/a`);
  });

  it('a link on a branded domain is found by its short link as people read it (issue 25)', () => {
    expect(searchTextOf({ title: 'T', shortUrl: 'Spring', longUrl: 'https://a.example/', domain: 'xn--ksa-jua.xn--rnek-4qa.com' })).toBe(`t${SEP}kısa.örnek.com/spring${SEP}https://a.example/`);
  });

  it("a shard item's live entries: the overlay wins over packed groups and the sealed blob, a tombstone hides a record and is dropped", () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => link(id, `Title ${id}`));
    const sealed = packRecords(new Map([a!, b!].map((l) => [l.linkId, searchEntryOf(l)])));
    const group = packRecords(new Map([c!, d!].map((l) => [l.linkId, searchEntryOf(l)])));
    const edited = searchEntryOf({ ...b!, title: 'Edited' });
    const live = liveSearchEntries({ sealed, entries: { [`${GROUP_KEY}c`]: group, a: TOMBSTONE, b: edited } });
    expect(Object.fromEntries(live)).toEqual({ b: edited, c: searchEntryOf(c!), d: searchEntryOf(d!) });
    expect(liveSearchEntries({ entries: {} }).size).toBe(0);
  });

  it('a record separator inside an old entry is dropped rather than split the record', () => {
    const live = liveSearchEntries({ sealed: packRecords(new Map([['x', `2026${SEP}a${RS}b`]])) });
    expect(Object.fromEntries(live)).toEqual({ x: `2026${SEP}a b` });
  });
});
