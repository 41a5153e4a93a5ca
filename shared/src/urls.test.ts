import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayHost, displayUrl, normalizeUrl, punycodeDecode, toAsciiUrl, withScheme } from './urls.js';

describe('URLs in every script: stored serialized, shown decoded', () => {
  it('shows IDN hosts and percent-encoded UTF-8 decoded', () => {
    expect(displayUrl('https://xn--trkiye-3ya.gov.tr/%C3%BCr%C3%BCnler')).toBe('https://türkiye.gov.tr/ürünler');
    expect(displayUrl('https://tr.wikipedia.org/wiki/%C4%B0stanbul')).toBe('https://tr.wikipedia.org/wiki/İstanbul');
    expect(displayUrl('https://xn--mgbh0fb.xn--kgbechtv/%D8%B5%D9%81%D8%AD%D8%A9?q=%D8%B4%D8%A7%D9%8A#x')).toBe('https://مثال.إختبار/صفحة?q=شاي#x');
    expect(displayUrl('https://example.com/%F0%9F%99%82')).toBe('https://example.com/🙂');
    expect(displayUrl('https://xn--r8jz45g.jp:8443/%E4%B8%AD')).toBe('https://例え.jp:8443/中');
    // Stored raw (before serialization): shown the same.
    expect(displayUrl('https://türkiye.gov.tr/çay')).toBe('https://türkiye.gov.tr/çay');
    expect(displayHost('https://xn--trkiye-3ya.gov.tr/x')).toBe('türkiye.gov.tr');
  });

  it('never decodes what would change how the URL reads', () => {
    // Reserved and other ASCII, spaces, controls, bidi and invisible characters stay encoded.
    for (const kept of ['%2F', '%3F', '%23', '%25', '%20', '%00', '%0A', '%E2%80%AE', '%E2%80%8B', '%C2%AD', '%EF%BB%BF', '%E3%80%80'])
      expect(displayUrl(`https://example.com/a${kept}b`), kept).toBe(`https://example.com/a${kept}b`);
    // Bytes that are no UTF-8 stay as they are; the valid ones around them decode.
    expect(displayUrl('https://example.com/%FF%C3%A7%C3')).toBe('https://example.com/%FFç%C3');
    // The user info is not mistaken for the host.
    expect(displayUrl('https://xn--trkiye-3ya.gov.tr@xn--trkiye-3ya.gov.tr/')).toBe('https://xn--trkiye-3ya.gov.tr@türkiye.gov.tr/');
    // Not http(s), or not a URL: as given.
    expect(displayUrl('myapp://%C3%A7')).toBe('myapp://%C3%A7');
    expect(displayUrl('not a url')).toBe('not a url');
  });

  it('bare IDN domains get https:// like ASCII ones', () => {
    expect(withScheme(' türkiye.gov.tr/çay ')).toBe('https://türkiye.gov.tr/çay');
    expect(normalizeUrl('türkiye.gov.tr/çay')).toBe('https://xn--trkiye-3ya.gov.tr/%C3%A7ay');
    expect(withScheme('🙂.com/x')).toBe('https://🙂.com/x');
    expect(normalizeUrl('🙂.com')).toBe('https://xn--938h.com/');
    expect(withScheme('not a url')).toBe('not a url');
  });

  it('serves a stored value as an ASCII header value, raw or serialized', () => {
    expect(toAsciiUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(toAsciiUrl('https://tr.wikipedia.org/wiki/İstanbul')).toBe('https://tr.wikipedia.org/wiki/%C4%B0stanbul');
    expect(toAsciiUrl('https://türkiye.gov.tr/')).toBe('https://xn--trkiye-3ya.gov.tr/');
    expect(toAsciiUrl('not a url ş')).toBe('not%20a%20url%20%C5%9F');
  });

  it('decodes punycode labels (RFC 3492 samples)', () => {
    expect(punycodeDecode('trkiye-3ya')).toBe('türkiye');
    expect(punycodeDecode('mgbh0fb')).toBe('مثال');
    expect(punycodeDecode('r8jz45g')).toBe('例え');
    expect(punycodeDecode('ls8h')).toBe('💩');
    expect(punycodeDecode('bcher-kva')).toBe('bücher');
    expect(punycodeDecode('!!')).toBeUndefined();
  });

  it('display and storage agree: what is shown serializes back to what is stored, and is ASCII when stored', () => {
    const label = fc.stringMatching(/^[a-z0-9çğıöşüİâ]{1,12}$/u).filter((l) => !l.startsWith('-') && !l.endsWith('-'));
    const segment = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 2 }),
        fc.constantFrom('com', 'tr', 'org'),
        fc.array(segment, { maxLength: 3 }),
        segment,
        (labels, tld, path, query) => {
          const typed = `https://${labels.join('.')}.${tld}/${path.map(encodeURIComponent).join('/')}?q=${encodeURIComponent(query)}`;
          let stored: string;
          try {
            stored = new URL(typed).href;
          } catch {
            return; // not a host the URL standard accepts: the checks refuse it
          }
          expect(normalizeUrl(typed)).toBe(stored);
          expect(/^[\x21-\x7e]+$/.test(stored), stored).toBe(true);
          expect(new URL(displayUrl(stored)).href, `${stored} shown as ${displayUrl(stored)}`).toBe(stored);
        },
      ),
      { numRuns: 300 },
    );
  });
});
