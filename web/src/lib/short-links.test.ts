import { describe, expect, it } from 'vitest';
import { avatarLetter, faviconUrl, hostOf, shortLabel, shortUrlOf } from './short-links';

describe('short links', () => {
  it('builds the full URL and the host/alias label from the origin', () => {
    expect(shortUrlOf('abc12', 'http://localhost:3000')).toBe('http://localhost:3000/abc12');
    expect(shortUrlOf('abc12', 'https://ki.sa/')).toBe('https://ki.sa/abc12');
    expect(shortLabel('abc12', 'http://localhost:3000')).toBe('localhost:3000/abc12');
    expect(shortLabel('abc12', 'https://ki.sa')).toBe('ki.sa/abc12');
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
    expect(hostOf('https://www.example.com/x')).toBe('example.com');
  });
});
