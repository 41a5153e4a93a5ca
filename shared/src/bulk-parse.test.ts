import { describe, expect, it } from 'vitest';
import { createBulkCollector, looksLikeUrl, normalizeBulkUrl, parseBulkText, targetingColumn } from './bulk-parse.js';
import { TAG_NAME_MAX, TAGS_PER_LINK_MAX } from './tags.js';
import { RULE_MSG, RULES_PER_LINK_MAX } from './targeting-rules.js';

describe('bulk file parsing (spec §5)', () => {
  it('takes one URL per line', () => {
    expect(parseBulkText('https://a.example.com/x\nhttp://b.example.org/?q=1')).toEqual({
      urls: ['https://a.example.com/x', 'http://b.example.org/?q=1'],
      invalid: 0,
      header: false,
    });
  });

  it('takes the first URL-looking part of a semicolon-separated line', () => {
    expect(parseBulkText('My title;https://a.example.com;https://b.example.com').urls).toEqual(['https://a.example.com/']);
    expect(parseBulkText('https://first.example.com;note').urls).toEqual(['https://first.example.com/']);
    expect(parseBulkText('x;y;www.example.com/z').urls).toEqual(['https://www.example.com/z']);
  });

  it('takes the first URL-looking field of a CSV row (papaparse fields), fields also split on ;', () => {
    const c = createBulkCollector();
    c.addRow(['Title', 'https://a.example.com/1']);
    c.addRow(['note;https://b.example.com/2', 'https://c.example.com/3']);
    expect(c.result().urls).toEqual(['https://a.example.com/1', 'https://b.example.com/2']);
  });

  it('skips empty lines and blank rows without counting them', () => {
    expect(parseBulkText('\n\nhttps://a.example.com\n   \n;;\r\n\nhttps://b.example.com\n')).toEqual({
      urls: ['https://a.example.com/', 'https://b.example.com/'],
      invalid: 0,
      header: false,
    });
    const c = createBulkCollector();
    c.addRow([]);
    c.addRow(['', '  ']);
    expect(c.result()).toEqual({ urls: [], invalid: 0, header: false });
  });

  it('adds https:// to www. values and bare domains', () => {
    expect(parseBulkText('www.example.com\nexample.com\nsub.example.co.uk/path?x=1#f\nexample.com:8080/a').urls).toEqual([
      'https://www.example.com/',
      'https://example.com/',
      'https://sub.example.co.uk/path?x=1#f',
      'https://example.com:8080/a',
    ]);
    expect(normalizeBulkUrl('WWW.Example.com')).toBe('https://www.example.com/');
  });

  it('keeps explicit http(s) URLs as they are and trims quotes and spaces', () => {
    expect(normalizeBulkUrl('  http://example.com/a  ')).toBe('http://example.com/a');
    expect(normalizeBulkUrl('"https://example.com/q"')).toBe('https://example.com/q');
    expect(normalizeBulkUrl('\uFEFFhttps://example.com')).toBe('https://example.com/');
  });

  it('drops and counts unparseable values', () => {
    const result = parseBulkText(
      [
        'https://ok.example.com',
        'not a url',
        'javascript:alert(1)',
        'ftp://files.example.com',
        'http://exa mple.com',
        'https://',
        'localhost',
        'https://ok2.example.com',
      ].join('\n'),
    );
    expect(result.urls).toEqual(['https://ok.example.com/', 'https://ok2.example.com/']);
    expect(result.invalid).toBe(6);
    expect(normalizeBulkUrl('mailto:a@example.com')).toBeNull();
    expect(normalizeBulkUrl('')).toBeNull();
  });

  it('treats a first row without any URL-looking part as a header, not a link', () => {
    expect(parseBulkText('url\nhttps://a.example.com')).toEqual({ urls: ['https://a.example.com/'], invalid: 0, header: true });
    expect(parseBulkText('\nLong URL;Title\nexample.com')).toEqual({ urls: ['https://example.com/'], invalid: 0, header: true, titles: [''] });
    const c = createBulkCollector();
    c.addRow(['URL', 'Title']);
    c.addRow(['https://a.example.com', 'A']);
    expect(c.result()).toEqual({ urls: ['https://a.example.com/'], invalid: 0, header: true, titles: ['A'] });
  });

  it('only the first row can be a header; later rows without a URL are counted', () => {
    expect(parseBulkText('url\nurl\nhttps://a.example.com')).toEqual({ urls: ['https://a.example.com/'], invalid: 1, header: true });
    expect(parseBulkText('https://a.example.com\nurl')).toEqual({ urls: ['https://a.example.com/'], invalid: 1, header: false });
  });

  it('finds nothing in a file of headers and garbage', () => {
    expect(parseBulkText('url\nfoo\nbar').urls).toEqual([]);
  });

  it('tells URL-looking values from words', () => {
    for (const v of ['https://x.io', 'http://x.io', 'www.x', 'x.io', 'a.b.co/p', 'ftp://x.io']) expect(looksLikeUrl(v), v).toBe(true);
    for (const v of ['url', 'Long URL', 'title', 'x', '12.5', 'a.b']) expect(looksLikeUrl(v), v).toBe(false);
  });
});

describe("a bulk file's tags column", () => {
  it('reads the tags cell of each row when the header names a tags column (any case), as parseTagCell does', () => {
    const c = createBulkCollector();
    c.addRow(['URL', 'Title', 'Tags']);
    c.addRow(['https://a.example.com/1', 'One', 'Spring, İndirim Kasım , spring']);
    c.addRow(['https://a.example.com/2', 'Two', '']);
    c.addRow(['https://a.example.com/3', 'Three', '🎉 Launch']);
    expect(c.result()).toEqual({
      urls: ['https://a.example.com/1', 'https://a.example.com/2', 'https://a.example.com/3'],
      invalid: 0,
      header: true,
      titles: ['One', 'Two', 'Three'],
      tags: [['Spring', 'İndirim Kasım'], [], ['🎉 Launch']],
      tagsDropped: 0,
    });
  });

  it('never takes the tags cell for the URL, wherever the column is', () => {
    const c = createBulkCollector();
    c.addRow(['TAGS', 'url']);
    c.addRow(['example.org, shop.example.com', 'https://a.example.com/']);
    c.addRow(['promo.tr', '']);
    expect(c.result()).toEqual({ urls: ['https://a.example.com/'], invalid: 1, header: true, tags: [['example.org', 'shop.example.com']], tagsDropped: 0 });
  });

  it("reads a TXT line's ;-separated parts as columns when the header is one field (url;tags)", () => {
    expect(parseBulkText('url;tags\nhttps://a.example.com;promo, spring\nwww.example.com\n\nexample.net/x;  \n')).toEqual({
      urls: ['https://a.example.com/', 'https://www.example.com/', 'https://example.net/x'],
      invalid: 0,
      header: true,
      tags: [['promo', 'spring'], [], []],
      tagsDropped: 0,
    });
  });

  it('has no tags without a tags column, or without a header', () => {
    expect(parseBulkText('url;title\nhttps://a.example.com;tags').tags).toBeUndefined();
    expect(parseBulkText('https://a.example.com;tags\nhttps://b.example.com;x').tags).toBeUndefined();
    const c = createBulkCollector();
    c.addRow(['https://a.example.com', 'tags']);
    c.addRow(['https://b.example.com', 'promo']);
    expect(c.result()).toEqual({ urls: ['https://a.example.com/', 'https://b.example.com/'], invalid: 0, header: false });
  });

  it('counts a row holding only tags as invalid, not as an empty row, and keeps tags beside their URL', () => {
    const c = createBulkCollector();
    c.addRow(['url', 'tags']);
    c.addRow(['', 'orphan']);
    c.addRow(['not a url', 'x']);
    c.addRow(['', '']);
    c.addRow(['https://ok.example.com', 'kept']);
    expect(c.result()).toEqual({ urls: ['https://ok.example.com/'], invalid: 2, header: true, tags: [['kept']], tagsDropped: 0 });
  });

  it('leaves out names a tag cannot have and names past the per-link limit, and counts them', () => {
    const many = Array.from({ length: TAGS_PER_LINK_MAX + 2 }, (_, i) => `t${i}`);
    const c = createBulkCollector();
    c.addRow(['url', 'tags']);
    c.addRow(['https://a.example.com', `ok, ${'x'.repeat(TAG_NAME_MAX + 1)}, bad\u0007name`]);
    c.addRow(['https://b.example.com', many.join(',')]);
    const r = c.result();
    expect(r.tags).toEqual([['ok'], many.slice(0, TAGS_PER_LINK_MAX)]);
    expect(r.tagsDropped).toBe(4);
  });
});

describe("a bulk file's targeting columns", () => {
  it("makes each non-empty country:XX / language:xx cell a rule on its link, in header order, never the row's URL", () => {
    const c = createBulkCollector();
    c.addRow(['Country:de', 'URL', 'tags', 'LANGUAGE:TR', 'language:en_GB']);
    c.addRow(['shop.example.de/x', 'https://example.com/1', 'promo', 'https://example.com.tr/', '']);
    c.addRow(['', 'https://example.com/2', '', '', 'www.example.co.uk']);
    c.addRow(['https://example.de/only', '', '', '', '']);
    expect(c.result()).toEqual({
      urls: ['https://example.com/1', 'https://example.com/2'],
      invalid: 1,
      header: true,
      tags: [['promo'], []],
      tagsDropped: 0,
      rules: [
        [
          { name: 'Country DE', countries: ['DE'], destination: 'https://shop.example.de/x' },
          { name: 'Language tr', languages: ['tr'], destination: 'https://example.com.tr/' },
        ],
        [{ name: 'Language en-gb', languages: ['en-gb'], destination: 'https://www.example.co.uk/' }],
      ],
      rulesDropped: 0,
    });
  });

  it("reads a TXT line's ;-separated parts as columns, and normalises destinations as the row's URL (IDN, quotes)", () => {
    const r = parseBulkText('url;country:tr;language:de\nexample.com;"türkiye.example/çay";\nhttps://example.org;;deutsch.example');
    expect(r.urls).toEqual(['https://example.com/', 'https://example.org/']);
    expect(r.rules).toEqual([
      [{ name: 'Country TR', countries: ['TR'], destination: 'https://xn--trkiye-3ya.example/%C3%A7ay' }],
      [{ name: 'Language de', languages: ['de'], destination: 'https://deutsch.example/' }],
    ]);
    expect(r.tags).toBeUndefined();
  });

  it('leaves out cells that hold no http(s) URL and rules past the per-link limit, and counts them', () => {
    const columns = Array.from(
      { length: RULES_PER_LINK_MAX + 2 },
      (_, i) => `country:${['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ', 'SE', 'NO'][i]}`,
    );
    const c = createBulkCollector();
    c.addRow(['url', ...columns]);
    c.addRow(['https://a.example.com', ...columns.map((_, i) => `https://example.com/${i}`)]);
    c.addRow(['https://b.example.com', 'not a url', 'javascript:alert(1)', 'https://ok.example.com']);
    const r = c.result();
    expect(r.rules![0]).toHaveLength(RULES_PER_LINK_MAX);
    expect(r.rules![0]!.map((rule) => rule.countries![0])).toEqual(['DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'NL', 'BE', 'PL', 'CZ']);
    expect(r.rules![1]).toEqual([{ name: 'Country CH', countries: ['CH'], destination: 'https://ok.example.com/' }]);
    expect(r.rulesDropped).toBe(4);
  });

  it('counts a row holding only rule cells as invalid, not as an empty row', () => {
    const c = createBulkCollector();
    c.addRow(['url', 'country:DE']);
    c.addRow(['', 'https://example.de']);
    c.addRow(['', '']);
    expect(c.result()).toEqual({ urls: [], invalid: 1, header: true, rules: [], rulesDropped: 0 });
    // Why it was dropped: no part that may be its URL looks like one (the rule cell is none).
    expect(c.urlCandidate(['', 'https://example.de'])).toBeUndefined();
    expect(c.urlCandidate(['http://exa mple.com', 'https://example.de'])).toBe('http://exa mple.com');
  });

  it('refuses the whole file when a targeting column names no country or language, and reads nothing after it', () => {
    for (const [header, column, kind] of [
      ['url,country:ZZ', 'country:ZZ', 'country'],
      ['url,Country:deu', 'Country:deu', 'country'],
      ['url,language:', 'language:', 'language'],
      ['url,language:english!', 'language:english!', 'language'],
    ] as const) {
      const c = createBulkCollector();
      c.addRow(header.split(','));
      c.addRow(['https://a.example.com', 'https://b.example.com']);
      expect(c.result(), header).toEqual({ urls: [], invalid: 0, header: true, refused: RULE_MSG.bulkColumnInvalid(column, kind) });
    }
    expect(parseBulkText('url;language:x1').refused).toBe(RULE_MSG.bulkColumnInvalid('language:x1', 'language'));
    expect(RULE_MSG.bulkColumnInvalid('country:ZZ', 'country')).toMatch(/^The column “country:ZZ” names no country: .*country:DE/);
  });

  it('judges header cells: other columns are no targeting columns; XK and region subtags are fine', () => {
    expect(targetingColumn('country')).toBeNull();
    expect(targetingColumn('Country code')).toBeNull();
    expect(targetingColumn(' country : xk ')).toEqual({ name: 'Country XK', countries: ['XK'] });
    expect(targetingColumn('language:zh-Hant')).toEqual({ name: 'Language zh-hant', languages: ['zh-hant'] });
    // Only a header row has columns: the same words in a file without one are just values.
    expect(parseBulkText('https://a.example.com;country:ZZ').refused).toBeUndefined();
  });
});

describe("a bulk file's title column, and the columns it reads", () => {
  it('gives each link its title and alias cells (never the URL), in any script, the title cut to its limit', () => {
    const collector = createBulkCollector();
    for (const row of [
      ['Title', 'URL', 'Alias'],
      ['Bahar indirimi 🌷', 'example.com/bahar', 'bahar'],
      ['', 'https://example.com/x', ''],
      ['شراء example.com', 'https://example.com/ar', 'ar'],
      ['x'.repeat(300), 'https://example.com/long', ''],
    ])
      collector.addRow(row);
    const result = collector.result();
    expect(result.urls).toEqual(['https://example.com/bahar', 'https://example.com/x', 'https://example.com/ar', 'https://example.com/long']);
    expect(result.titles).toEqual(['Bahar indirimi 🌷', '', 'شراء example.com', 'x'.repeat(200)]);
    expect(result.aliases, "each line's alias ('' for none)").toEqual(['bahar', '', 'ar', '']);
    expect(collector.columns()).toEqual({ read: ['Title', 'URL', 'Alias'], ignored: [] });
  });

  it('reports the columns of a TXT header (parts separated by ;) and has no titles without a title column', () => {
    const collector = createBulkCollector();
    for (const line of ['url;tags;notes', 'example.com/a;kış;not read']) collector.addRow([line]);
    expect(collector.columns()).toEqual({ read: ['url', 'tags'], ignored: ['notes'] });
    expect(collector.result().titles).toBeUndefined();
    const plain = createBulkCollector();
    plain.addRow(['example.com/a']);
    expect(plain.columns(), 'no header, no columns').toBeNull();
  });
});
