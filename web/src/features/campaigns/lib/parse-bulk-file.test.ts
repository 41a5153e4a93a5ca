import { RULE_MSG } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { createBulkFileCollector, fileKind, parseBulkFile, SKIP_REASON } from './parse-bulk-file';

describe('fileKind', () => {
  it('takes .csv and .txt in any case, and nothing else', () => {
    expect(fileKind('urls.csv')).toBe('csv');
    expect(fileKind('URLS.TXT')).toBe('txt');
    expect(fileKind('links.backup.csv')).toBe('csv');
    expect(fileKind('urls.xlsx')).toBeNull();
    expect(fileKind('csv')).toBeNull();
  });
});

describe('bulk file lines', () => {
  it("says a line holding one of the short domain's own links is one, not an invalid URL", async () => {
    const r = await parseBulkFile('http://localhost:5000/abc\nHTTP://LOCALHOST:5000/y\nhttps://example.com/ok\nhttp://exa mple.com', 'links.txt', [
      'http://localhost:5000',
    ]);
    expect(r.skipped.map((s) => [s.line, s.reason])).toEqual([
      [1, SKIP_REASON.shortLink],
      [2, SKIP_REASON.shortLink],
      [4, SKIP_REASON.invalidUrl],
    ]);
  });

  it('numbers every row by its line in the file and says why each skipped one gave no link', () => {
    const c = createBulkFileCollector();
    for (const row of [['url'], ['https://a.example.com'], [''], ['not a url'], ['  '], ['http://exa mple.com'], ['example.org/x;note'], ['']]) c.addRow(row);
    expect(c.result()).toEqual({
      urls: ['https://a.example.com/', 'https://example.org/x'],
      urlLines: [2, 7],
      skipped: [
        { line: 4, lastLine: 4, content: 'not a url', reason: SKIP_REASON.noUrl },
        { line: 6, lastLine: 6, content: 'http://exa mple.com', reason: SKIP_REASON.invalidUrl },
      ],
      headerLine: 1,
      // Lines 3 and 5; the last empty row is papaparse's after the final line break.
      emptyLines: 2,
      totalLines: 7,
      columns: { read: ['url'], ignored: [] },
    });
  });

  it('counts a quoted value over several lines as the lines it spans', () => {
    const c = createBulkFileCollector(';');
    c.addRow(['https://a.example.com']);
    c.addRow(['multi\nline\r\nnote', 'x']);
    c.addRow(['https://b.example.com']);
    const r = c.result();
    expect(r.urlLines).toEqual([1, 5]);
    expect(r.skipped).toEqual([{ line: 2, lastLine: 4, content: 'multi\nline\r\nnote;x', reason: SKIP_REASON.noUrl }]);
    expect(r.totalLines).toBe(5);
  });

  it('tells a URL over the length limit from a malformed one, and shortens long content', () => {
    const c = createBulkFileCollector();
    c.addRow(['https://a.example.com']);
    c.addRow([`https://example.com/${'x'.repeat(2100)}`]);
    const [skipped] = c.result().skipped;
    expect(skipped?.reason).toBe(SKIP_REASON.tooLong);
    expect(skipped?.content).toHaveLength(500);
    expect(skipped?.content.endsWith('…')).toBe(true);
  });
});

describe('parseBulkFile', () => {
  it('reads a CSV: every line is a link, skipped, the header or empty, and they add up', async () => {
    const text = [
      'url',
      'https://example.com/one',
      'www.example.com/two',
      'example.org/three;a note',
      'not a url',
      '',
      'note;https://example.net/four',
      'javascript:alert(1)',
      '   ',
      'ftp://files.example.com',
      '',
    ].join('\n');
    const r = await parseBulkFile(text, 'links.csv');
    expect(r.urls).toEqual(['https://example.com/one', 'https://www.example.com/two', 'https://example.org/three', 'https://example.net/four']);
    expect(r.urlLines).toEqual([2, 3, 4, 7]);
    expect(r.skipped.map((s) => [s.line, s.content, s.reason])).toEqual([
      [5, 'not a url', SKIP_REASON.noUrl],
      [8, 'javascript:alert(1)', SKIP_REASON.noUrl],
      [10, 'ftp://files.example.com', SKIP_REASON.invalidUrl],
    ]);
    expect(r.headerLine).toBe(1);
    expect(r.emptyLines).toBe(2);
    expect(r.totalLines).toBe(10);
    expect(r.urls.length + r.skipped.length + 1 + r.emptyLines).toBe(r.totalLines);
  });

  it('reads a TXT file one value per line: a stray quote does not swallow the lines after it', async () => {
    const r = await parseBulkFile('"broken\nhttps://a.example.com\r\nhttps://b.example.com, with a comma\n"https://c.example.com"', 'links.txt');
    expect(r.urls).toEqual(['https://a.example.com/', 'https://c.example.com/']);
    expect(r.urlLines).toEqual([2, 4]);
    expect(r.headerLine).toBe(1);
    expect(r.skipped).toEqual([{ line: 3, lastLine: 3, content: 'https://b.example.com, with a comma', reason: SKIP_REASON.invalidUrl }]);
    expect(r.totalLines).toBe(4);
  });

  it('counts nothing in an empty file', async () => {
    expect(await parseBulkFile('', 'empty.csv')).toEqual({ urls: [], urlLines: [], skipped: [], headerLine: null, emptyLines: 0, totalLines: 0 });
  });

  it("reads a CSV's tags column: quoted comma lists, any case, beside each link's URL", async () => {
    const text = [
      'URL,Title,Tags',
      'https://example.com/one,One,"Spring, İndirim Kasım"',
      'https://example.com/two,Two,',
      'not a url,Three,orphan',
      'https://example.com/four,Four,🎉 Launch',
    ].join('\r\n');
    const r = await parseBulkFile(text, 'links.csv');
    expect(r.urls).toEqual(['https://example.com/one', 'https://example.com/two', 'https://example.com/four']);
    expect(r.tags).toEqual([['Spring', 'İndirim Kasım'], [], ['🎉 Launch']]);
    expect(r.tagsDropped).toBe(0);
    expect(r.skipped.map((s) => s.line)).toEqual([4]);
    expect(r.headerLine).toBe(1);
  });

  it("reads a TXT file's url;tags columns, and has no tags without a tags column", async () => {
    const r = await parseBulkFile('url;tags\nhttps://a.example.com;promo, spring\nhttps://b.example.com', 'links.txt');
    expect(r.tags).toEqual([['promo', 'spring'], []]);
    const plain = await parseBulkFile('url\nhttps://a.example.com', 'links.csv');
    expect(plain.tags, 'no tags column').toBeUndefined();
    expect('tagsDropped' in plain).toBe(false);
    expect('rules' in plain || 'refused' in plain).toBe(false);
  });

  it("reads a CSV's country and language columns into each link's rules, counting the cells left out", async () => {
    const text = 'URL,country:de,language:TR\nhttps://a.example.com,de.example.com,\nhttps://b.example.com,,not a url\n,https://orphan.example.de,\n';
    const r = await parseBulkFile(text, 'links.csv');
    expect(r.urls).toEqual(['https://a.example.com/', 'https://b.example.com/']);
    expect(r.rules).toEqual([[{ name: 'Country DE', countries: ['DE'], destination: 'https://de.example.com/' }], []]);
    expect(r.rulesDropped).toBe(1);
    // A row with only a rule cell has no URL: skipped and listed, as a row with only tags (its rule's URL is no URL of the row).
    expect(r.skipped.map((s) => [s.line, s.reason])).toEqual([[4, SKIP_REASON.noUrl]]);
  });

  it('refuses a file whose header names no real country or language, and stops reading it', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => `https://example.com/${i},https://example.de/${i}`);
    const r = await parseBulkFile(['url,country:ZZ', ...rows].join('\n'), 'links.csv');
    expect(r.refused).toBe(RULE_MSG.bulkColumnInvalid('country:ZZ', 'country'));
    expect(r.urls).toEqual([]);
  });
});
