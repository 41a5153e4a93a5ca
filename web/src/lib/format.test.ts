import { describe, expect, it } from 'vitest';
import { clicksOrder, clicksText, formatCount, formatDate, formatPercent, formatRelative, formatRevenue } from './format';
import { inLanguage } from './test-support/language';

describe('in English', () => {
  it('formats counts, percents, dates and clicks the English way', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(0.125, 1)).toBe('12.5%');
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('Mar 5, 2025');
    expect(clicksText(1, 1)).toBe('1 unique / 1 total click');
    expect(clicksText(1234, 56789)).toBe('1,234 unique / 56,789 total clicks');
    expect(clicksOrder()).toBe('unique / total');
  });
});

describe('in Turkish (the spec’s tr-TR formats)', () => {
  inLanguage('tr');

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

  describe('formatPercent (tr-TR)', () => {
    it('puts the sign first and a decimal comma, with the decimals asked for', () => {
      expect(formatPercent(0.125, 1)).toMatch(/^%\s?12,5$/);
      expect(formatPercent(0.125, 2)).toMatch(/^%\s?12,50$/);
      expect(formatPercent(0, 1)).toMatch(/^%\s?0,0$/);
      expect(formatPercent(12.3456, 2)).toMatch(/^%\s?1\.234,56$/);
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

  describe('formatRelative', () => {
    const now = Date.parse('2025-05-20T12:00:00Z');
    it('says how long ago, in the largest whole unit', () => {
      expect(formatRelative('2025-05-20T11:59:50Z', now)).toBe('şimdi');
      expect(formatRelative('2025-05-20T11:55:00Z', now)).toBe('5 dakika önce');
      expect(formatRelative('2025-05-20T09:00:00Z', now)).toBe('3 saat önce');
      expect(formatRelative('2025-05-19T12:00:00Z', now)).toBe('dün');
      expect(formatRelative('2025-05-06T12:00:00Z', now)).toBe('2 hafta önce');
      expect(formatRelative('2024-05-01T12:00:00Z', now)).toBe('geçen yıl');
    });
    it('answers empty text for bad dates', () => {
      expect(formatRelative(undefined, now)).toBe('');
      expect(formatRelative('x', now)).toBe('');
    });
  });

  describe('clicksText', () => {
    it('names unique clicks first, then total (one order on every screen)', () => {
      expect(clicksText(3, 5)).toBe('3 tekil / 5 toplam tıklama');
      expect(clicksText(1234, 56789)).toBe('1.234 tekil / 56.789 toplam tıklama');
      expect(clicksOrder()).toBe('tekil / toplam');
    });
  });

  describe('formatRevenue', () => {
    it("shows each currency's minor units as money (tr-TR), in the order given, never added up; a dash for none", () => {
      expect(formatRevenue([])).toBe('—');
      const money = (currency: string, major: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency }).format(major);
      expect(formatRevenue([{ currency: 'EUR', amount: 1999 }])).toBe(money('EUR', 19.99));
      const text = formatRevenue([
        { currency: 'EUR', amount: 123_450 },
        { currency: 'JPY', amount: 500 },
      ]);
      expect(text).toBe(`${money('EUR', 1234.5)} · ${money('JPY', 500)}`);
      expect(text).toContain('1.234,50');
      expect(text).toContain('€');
      // A currency Intl does not know still reads as its amount and code.
      expect(formatRevenue([{ currency: 'ZZZ', amount: 250 }])).toContain('ZZZ');
    });
  });
});
