import { describe, expect, it } from 'vitest';
import { avatarLetter, fallbackTitle, faviconUrl, formatCount, formatDate, hostOf, qrFileName, shortLabel, shortUrlOf } from './format';

describe('formatCount (tr-TR)', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.234');
    expect(formatCount(1234567)).toBe('1.234.567');
  });
  it('shows 0 for missing or non-finite values', () => {
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatDate', () => {
  it('formats ISO dates day.month.year', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('05.03.2025');
  });
  it('answers empty text for missing or bad dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

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

describe('fallbackTitle and qrFileName', () => {
  it('numbers the fallback title after the current link count', () => {
    expect(fallbackTitle(0)).toBe('Link-1');
    expect(fallbackTitle(41)).toBe('Link-42');
  });
  it('names the QR PNG after the alias', () => {
    expect(qrFileName('abc12')).toBe('abc12.png');
    expect(qrFileName('My_Alias-2')).toBe('My_Alias-2.png');
    expect(qrFileName('../x')).toBe('x.png');
    expect(qrFileName('')).toBe('qr-code.png');
  });
});
