import { describe, expect, it } from 'vitest';
import { MSG } from '@kisa/shared';
import { avatarLetter, checkLinkTarget, faviconUrl, hostOf, shortHost, shortLabel, shortLabelOfUrl, shortUrlOf } from './short-links';

describe('short links', () => {
  it('builds the full URL and the host/alias label from the origin', () => {
    expect(shortUrlOf('abc12', null, 'http://localhost:3000')).toBe('http://localhost:3000/abc12');
    expect(shortUrlOf('abc12', undefined, 'https://ki.sa/')).toBe('https://ki.sa/abc12');
    expect(shortLabel('abc12', null, 'http://localhost:3000')).toBe('localhost:3000/abc12');
    expect(shortLabel('abc12', undefined, 'https://ki.sa')).toBe('ki.sa/abc12');
  });

  it("puts a link on its own domain: the origin's host swapped, its scheme and port kept", () => {
    expect(shortUrlOf('spring', 'go.acme.com', 'https://ki.sa')).toBe('https://go.acme.com/spring');
    expect(shortUrlOf('spring', 'go.acme.test', 'http://localhost:3000')).toBe('http://go.acme.test:3000/spring');
    expect(shortLabel('spring', 'go.acme.com', 'https://ki.sa')).toBe('go.acme.com/spring');
    expect(shortLabel('spring', 'go.acme.test', 'http://localhost:3000')).toBe('go.acme.test:3000/spring');
    expect(shortHost('go.acme.test', 'http://127.0.0.1:8080')).toBe('go.acme.test:8080');
    expect(shortHost(null, 'https://ki.sa')).toBe('ki.sa');
  });

  it('shows an IDN domain decoded and opens it by its ASCII host', () => {
    expect(shortUrlOf('bahar', 'xn--ksa-jua.xn--rnek-4qa.com', 'https://ki.sa')).toBe('https://xn--ksa-jua.xn--rnek-4qa.com/bahar');
    expect(shortLabel('bahar', 'xn--ksa-jua.xn--rnek-4qa.com', 'https://ki.sa')).toBe('kısa.örnek.com/bahar');
    // A host given in Unicode still opens by its ASCII form.
    expect(shortUrlOf('bahar', 'kısa.örnek.com', 'https://ki.sa')).toBe('https://xn--ksa-jua.xn--rnek-4qa.com/bahar');
  });

  it("labels the API's full short URLs as host/code", () => {
    expect(shortLabelOfUrl('https://go.acme.com/spring')).toBe('go.acme.com/spring');
    expect(shortLabelOfUrl('http://localhost:3000/abc12')).toBe('localhost:3000/abc12');
    expect(shortLabelOfUrl('https://xn--ksa-jua.xn--rnek-4qa.com/bahar')).toBe('kısa.örnek.com/bahar');
    expect(shortLabelOfUrl('not a url')).toBe('not a url');
  });
});

describe('favicon and avatar', () => {
  it('uses the target origin favicon for http(s) targets only', () => {
    expect(faviconUrl('https://www.example.com/a/b?c=1')).toBe('https://www.example.com/favicon.ico');
    expect(faviconUrl('ftp://example.com/')).toBeNull();
    expect(faviconUrl('nonsense')).toBeNull();
  });
  it('takes the avatar letter from the host, else the title', () => {
    expect(avatarLetter('Anything', 'https://www.istanbul.gov.tr/')).toBe('İ');
    expect(avatarLetter('zebra page', 'not a url')).toBe('Z');
    expect(avatarLetter('', '')).toBe('?');
    expect(avatarLetter('Anything', 'https://xn--ie-etab.com.tr/'), 'an IDN host, decoded').toBe('Ş');
    expect(avatarLetter('Anything', 'https://www.xn--mgbh0fb.xn--kgbechtv/'), 'Arabic').toBe('م');
    expect(hostOf('https://www.example.com/x')).toBe('example.com');
  });
});

describe('checkLinkTarget', () => {
  it('calls a Kisa short link one, under any spelling of the short domain, before the URL rule calls it invalid characters', () => {
    const local = 'http://localhost:5000';
    for (const value of [
      'http://localhost:5000/abc',
      'HTTP://LOCALHOST:5000/abc',
      'http://127.0.0.1:5000/abc',
      'http://[::1]:5000/x',
      'http://0.0.0.0:5000/x',
      'http:localhost:5000/x',
    ])
      expect(checkLinkTarget(value, local), value).toBe(MSG.targetIsShortLink);
    expect(checkLinkTarget('http://localhost:5001/abc', local)).toBe(MSG.urlInvalid);
    expect(checkLinkTarget('https://example.com/x', local)).toBeNull();
    for (const value of ['https://ki.sa/abc', 'http://ki.sa:8080/abc', 'KI.SA/abc'])
      expect(checkLinkTarget(value, 'https://ki.sa'), value).toBe(MSG.targetIsShortLink);
    expect(checkLinkTarget('https://sub.ki.sa/abc', 'https://ki.sa')).toBeNull();
  });
});
