import { describe, expect, it } from 'vitest';
import { formatDateIn, formatDayIn, formatNumber, formatPercentIn, formatRelativeIn } from './format.js';
import { localeFromLanguages } from './locales.js';

describe('formats by language', () => {
  it('keeps the spec’s Turkish numbers for Turkish and English ones for English', () => {
    expect(formatNumber('tr', 1234567)).toBe('1.234.567');
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('en', Number.NaN)).toBe('0');
    expect(formatPercentIn('tr', 0.125, 1)).toBe('%12,5');
    expect(formatPercentIn('en', 0.125, 2)).toBe('12.50%');
  });

  it('writes dates in each language, a calendar day without a zone shift', () => {
    expect(formatDayIn('tr', '2025-03-05')).toBe('05.03.2025');
    expect(formatDayIn('en', '2025-03-05')).toBe('Mar 5, 2025');
    expect(formatDayIn('en', 'garbage')).toBe('garbage');
    expect(formatDateIn('tr', '2025-03-05T10:00:00Z', 'date', 'Europe/Istanbul')).toBe('05.03.2025');
    expect(formatDateIn('en', 'not a date')).toBe('');
  });

  it('says how long ago in each language', () => {
    const now = Date.parse('2025-03-08T00:00:00Z');
    expect(formatRelativeIn('en', '2025-03-05T00:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeIn('tr', '2025-03-05T00:00:00Z', now)).toBe('3 gün önce');
  });

  it('takes the browser’s first language Kisa speaks, else English', () => {
    expect(localeFromLanguages(['tr-TR', 'en'])).toBe('tr');
    expect(localeFromLanguages(['de-DE', 'TR'])).toBe('tr');
    expect(localeFromLanguages(['en-GB', 'tr'])).toBe('en');
    expect(localeFromLanguages(['de'])).toBe('en');
    expect(localeFromLanguages(undefined)).toBe('en');
  });
});
