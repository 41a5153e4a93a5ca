import { describe, expect, it } from 'vitest';
import { liveSearchEntries, packRecords, refoldEntry, refoldRecords, RS, searchEntryOf, searchTextOf, SEP, TOMBSTONE } from './search-format.js';

const link = (linkId: string, title: string) => ({
  linkId,
  createdAt: '2026-01-01T00:00:00.000Z',
  title,
  shortUrl: `C${linkId}`,
  longUrl: `https://example.com/${linkId}`,
});

describe('search entry format', () => {
  it('an entry is the date and the folded title, code and target (as people read it, then as they type it), separated so no match spans two', () => {
    expect(searchTextOf({ title: 'Spring SALE', shortUrl: 'Promo', longUrl: 'https://xn--trkiye-3ya.gov.tr/A' })).toBe(
      `spring sale${SEP}promo${SEP}https://turkiye.gov.tr/a`,
    );
    expect(searchEntryOf(link('a', 'One'))).toBe(`2026-01-01T00:00:00.000Z${SEP}one${SEP}ca${SEP}https://example.com/a`);
  });

  it('a link on a branded domain is found by its short link as people read it', () => {
    expect(searchTextOf({ title: 'T', shortUrl: 'Spring', longUrl: 'https://a.example/', domain: 'xn--ksa-jua.xn--rnek-4qa.com' })).toBe(
      `t${SEP}kisa.ornek.com/spring${SEP}https://a.example/`,
    );
  });

  it("a shard item's live entries: the overlay wins over packed groups and the sealed blob, a tombstone hides a record and is dropped", () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => link(id, `Title ${id}`));
    const sealed = packRecords(new Map([a!, b!].map((l) => [l.linkId, searchEntryOf(l)])));
    const group = packRecords(new Map([c!, d!].map((l) => [l.linkId, searchEntryOf(l)])));
    const edited = searchEntryOf({ ...b!, title: 'Edited' });
    const live = liveSearchEntries({ shard: 0, sealed, entries: { a: TOMBSTONE, b: edited }, groups: [group] });
    expect(Object.fromEntries(live)).toEqual({ b: edited, c: searchEntryOf(c!), d: searchEntryOf(d!) });
    expect(liveSearchEntries({ shard: 0, entries: {}, groups: [] }).size).toBe(0);
  });

  it('an entry written before the fold (only lower-cased) is folded again when read; ASCII and folded ones are left as they are', () => {
    const old = `2026 tag1${SEP}i\u0307stanbul’da ışık${SEP}c${SEP}https://örnek.com/`;
    expect(refoldEntry(old)).toBe(`2026 tag1${SEP}istanbul'da isik${SEP}c${SEP}https://ornek.com/`);
    expect(refoldEntry(searchEntryOf(link('a', 'One')))).toBe(searchEntryOf(link('a', 'One')));
    const records = [`a${SEP}${old}`, `b${SEP}${searchEntryOf(link('b', 'İki'))}`].join(RS);
    expect(refoldRecords(records)).toBe([`a${SEP}${refoldEntry(old)}`, `b${SEP}${searchEntryOf(link('b', 'iki'))}`].join(RS));
  });

  it('a record separator inside an old entry is dropped rather than split the record', () => {
    const live = liveSearchEntries({ shard: 0, entries: {}, groups: [], sealed: packRecords(new Map([['x', `2026${SEP}a${RS}b`]])) });
    expect(Object.fromEntries(live)).toEqual({ x: `2026${SEP}a b` });
  });
});
