import { describe, expect, it } from 'vitest';
import { conversionCards, formatRate, showConversions } from './conversions';
import { inLanguage } from '@/lib/test-support/language';

// Its figures are the spec's Turkish formats (tr-TR).
inLanguage('tr');

const summary = (conversions: number, convertingClicks: number, rate: number, revenue: { currency: string; amount: number }[] = []) => ({
  conversions,
  convertingClicks,
  rate,
  revenue,
});

describe('conversions on the analytics screen', () => {
  it('shows a rate of clicks with 2 decimals', () => {
    expect(formatRate(3, 40)).toBe(new Intl.NumberFormat('tr-TR', { style: 'percent', minimumFractionDigits: 2 }).format(0.075));
    expect(formatRate(0, 0)).toBe(new Intl.NumberFormat('tr-TR', { style: 'percent', minimumFractionDigits: 2 }).format(0));
  });

  it('shows the cards when either period converted; compares revenue only in one currency', () => {
    expect(showConversions({ conversions: summary(0, 0, 0), previousConversions: summary(0, 0, 0) })).toBe(false);
    expect(showConversions({ conversions: summary(0, 0, 0), previousConversions: summary(1, 1, 0.1) })).toBe(true);
    const one = conversionCards(summary(5, 4, 0.2, [{ currency: 'EUR', amount: 1999 }]), summary(2, 2, 0.1, [{ currency: 'EUR', amount: 500 }]));
    expect(one.map((c) => [c.key, c.now, c.before])).toEqual([
      ['conversions', 5, 2],
      ['rate', 0.2, 0.1],
      ['revenue', 1999, 500],
    ]);
    const two = conversionCards(
      summary(5, 4, 0.2, [
        { currency: 'EUR', amount: 1999 },
        { currency: 'USD', amount: 100 },
      ]),
      summary(0, 0, 0),
    );
    expect(two[2]).toMatchObject({ now: null, before: null, previousText: '—' });
  });
});
