import { describe, expect, it } from 'vitest';
import { blockLookupHosts, normalizeBlockEntry, parseBlocklist, screenUrl, skeleton } from './url-screening.js';
import { normalizeUrl } from './urls.js';

/** What a link stores: the WHATWG serialization of what was typed. */
const screen = (typed: string) => screenUrl(normalizeUrl(typed));

describe('screenUrl', () => {
  it('flags phishing-shaped targets', () => {
    const cases: [string, string][] = [
      ['https://paypal.com.secure-login.example/signin', 'brandInHost'],
      ['https://login-microsoft.example/owa', 'brandInHost'],
      ['https://appleid.apple-support.example', 'brandInHost'],
      ['https://netflix-billing.example.net/update', 'brandInHost'],
      ['https://accounts.google.com@evil.example/', 'userinfo'],
      ['https://user:pass@example.com/', 'userinfo'],
      ['http://192.168.0.1/login', 'ipHost'],
      ['http://0x7f.1/', 'ipHost'], // WHATWG → 127.0.0.1
      ['http://3232235777/', 'ipHost'], // decimal → 192.168.1.1
      ['http://0300.0250.0.1/', 'ipHost'], // octal
      ['http://[2001:db8::1]/', 'ipHost'],
      ['https://pаypal.com/', 'mixedScript'], // Cyrillic а among Latin
      ['https://аррӏе.com/', 'confusableBrand'], // all Cyrillic: not mixed, but reads "apple"
      ['https://paypa1.com/', 'confusableBrand'],
      ['https://g00gle-login.example/', 'confusableBrand'],
    ];
    for (const [url, flag] of cases) expect(screen(url), url).toContain(flag);
  });

  it('leaves ordinary and brand-owned destinations alone', () => {
    for (const url of [
      'https://www.paypal.com/signin',
      'https://accounts.google.com/',
      'https://www.google.com.tr/search?q=x',
      'https://mail.google.com/',
      'https://www.amazon.de/dp/1',
      'https://login.microsoftonline.com/',
      'https://pineapple.example/',
      'https://purchase.example/',
      'https://example.com/paypal/login', // brands in the path are not the host's claim
      'https://türkiye.gov.tr/ürünler',
      'https://tr.wikipedia.org/wiki/İstanbul',
      'https://東京.jp/',
      'https://example.com/',
      'not a url',
    ]) {
      expect(screen(url), url).toEqual([]);
    }
  });

  it('folds look-alikes into a skeleton', () => {
    expect(skeleton('раураӏ')).toBe('paypal');
    expect(skeleton('rnicrosoft')).toBe('microsoft');
    expect(skeleton('g00gle')).toBe('google');
  });
});

describe('blocklist rules', () => {
  it('normalizes entries to ASCII hosts', () => {
    expect(normalizeBlockEntry(' Evil.Example. ')).toBe('evil.example');
    expect(normalizeBlockEntry('*.evil.example')).toBe('evil.example');
    expect(normalizeBlockEntry('bücher.example')).toBe('xn--bcher-kva.example');
    expect(normalizeBlockEntry('10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeBlockEntry('2001:db8::1')).toBe('[2001:db8::1]');
    for (const bad of ['', 'localhost', 'a b.example', 'user@x.example', 'https://localhost/x', 'https://', 'not a host'])
      expect(normalizeBlockEntry(bad), bad).toBeNull();
  });

  it('takes the host of a pasted URL', () => {
    expect(normalizeBlockEntry('https://Evil.Example/login?next=/a,b#x')).toBe('evil.example');
    expect(normalizeBlockEntry('http://user:pw@phish.example:8080/')).toBe('phish.example');
    expect(normalizeBlockEntry('evil.example/login')).toBe('evil.example');
    expect(normalizeBlockEntry('https://bücher.example/a')).toBe('xn--bcher-kva.example');
    expect(normalizeBlockEntry('https://[2001:db8::1]/x')).toBe('[2001:db8::1]');
  });

  it('looks a URL up by its host and each parent domain down to the registrable domain', () => {
    expect(blockLookupHosts('https://a.b.evil.example/x')).toEqual(['a.b.evil.example', 'b.evil.example', 'evil.example']);
    expect(blockLookupHosts('https://x.evil.co.uk/')).toEqual(['x.evil.co.uk', 'evil.co.uk']);
    expect(blockLookupHosts('http://10.0.0.1/')).toEqual(['10.0.0.1']);
  });

  it('reads hosts files, domain lists, Adblock rules and URLs', () => {
    const file = [
      '# a public phishing list',
      '127.0.0.1 localhost',
      '0.0.0.0 phish-one.example phish-two.example # two on a line',
      '',
      'phish-three.example',
      '||phish-four.example^',
      'https://phish-five.example/login',
      '! adblock comment',
      '1.2.3.4 not-a-sink.example',
      'not a valid line here',
      '*.Phish-Six.Example',
    ].join('\r\n');
    const parsed = parseBlocklist(file);
    expect(parsed.entries).toEqual([
      'phish-one.example',
      'phish-two.example',
      'phish-three.example',
      'phish-four.example',
      'phish-five.example',
      'phish-six.example',
    ]);
    expect(parsed.invalid).toBe(2);
  });
});
