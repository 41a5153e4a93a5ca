import { describe, expect, it } from 'vitest';
import { createBulkCollector, looksLikeUrl, normalizeBulkUrl, parseBulkText } from './bulk-parse.js';

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
      ['https://ok.example.com', 'not a url', 'javascript:alert(1)', 'ftp://files.example.com', 'http://exa mple.com', 'https://', 'localhost', 'https://ok2.example.com'].join('\n'),
    );
    expect(result.urls).toEqual(['https://ok.example.com/', 'https://ok2.example.com/']);
    expect(result.invalid).toBe(6);
    expect(normalizeBulkUrl('mailto:a@example.com')).toBeNull();
    expect(normalizeBulkUrl('')).toBeNull();
  });

  it('treats a first row without any URL-looking part as a header, not a link', () => {
    expect(parseBulkText('url\nhttps://a.example.com')).toEqual({ urls: ['https://a.example.com/'], invalid: 0, header: true });
    expect(parseBulkText('\nLong URL;Title\nexample.com')).toEqual({ urls: ['https://example.com/'], invalid: 0, header: true });
    const c = createBulkCollector();
    c.addRow(['URL', 'Title']);
    c.addRow(['https://a.example.com', 'A']);
    expect(c.result()).toEqual({ urls: ['https://a.example.com/'], invalid: 0, header: true });
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
