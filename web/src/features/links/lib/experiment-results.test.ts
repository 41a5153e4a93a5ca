import { describe, expect, it } from 'vitest';
import type { Analytics } from '@kisa/shared';
import { confidenceText, conversionsOf, dayText, defaultResultsRange, experimentResults, rateText, revenueText, verdictText } from './experiment-results';
import { inLanguage } from '@/lib/test-support/language';

// Its figures are the spec's Turkish formats (tr-TR).
inLanguage('tr');

type Row = Analytics['variants'][number];

const split = {
  variants: [
    { id: 'aaaaaaaa', destination: 'https://example.com/a', weight: 70 },
    { id: 'bbbbbbbb', name: 'Blue', destination: 'https://xn--trkiye-3ya.gov.tr/', weight: 30 },
  ],
};

/** A breakdown row as GET /api/analytics answers it; `conv` adds the conversion figures. */
function row(id: string, unique: number, conv?: { conversions: number; convertingClicks: number; revenue?: { currency: string; amount: number }[] }): Row {
  return {
    id,
    linkId: 'link1',
    name: null,
    destination: null,
    weight: null,
    total: unique + 2,
    unique,
    ...(conv ? { revenue: [], ...conv } : {}),
  } as unknown as Row;
}

describe('experiment results', () => {
  it('defaults to the last 30 days, or since the link was created when that is later', () => {
    const now = Date.parse('2026-03-31T10:00:00Z');
    expect(defaultResultsRange('2025-01-01T00:00:00Z', 'Europe/Istanbul', now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(defaultResultsRange('2026-03-20T22:30:00Z', 'Europe/Istanbul', now)).toEqual({ from: '2026-03-21', to: '2026-03-31' });
    expect(defaultResultsRange('not a date', 'UTC', now)).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect([dayText('2026-03-02'), dayText('soon')]).toEqual(['02.03.2026', 'soon']);
  });

  it('reads a row’s conversion figures when the answer has them', () => {
    expect(conversionsOf(row('a', 5))).toBeNull();
    expect(conversionsOf(undefined)).toBeNull();
    expect(conversionsOf(row('a', 5, { conversions: 3, convertingClicks: 2, revenue: [{ currency: 'TRY', amount: 12_345 }] }))).toEqual({
      conversions: 3,
      convertingClicks: 2,
      revenue: [{ currency: 'TRY', amount: 12_345 }],
    });
  });

  it('with no visitors in the range: every variant at zero, no leader', () => {
    const r = experimentResults(split, []);
    expect(r.state).toBe('no-visitors');
    expect(r.rows.map((v) => [v.label, v.destination, v.share, v.visitors, v.conversions, v.rate, v.confidence, v.leader])).toEqual([
      ['Varyant A', 'https://example.com/a', 0.7, 0, null, null, null, false],
      ['Blue', 'https://türkiye.gov.tr/', 0.3, 0, null, null, null, false],
    ]);
    expect(verdictText(r)).toMatch(/^Seçilen tarihlerde bu testten henüz ziyaretçi yok/);
  });

  it('shows visitors per variant before conversions are known, and names no leader', () => {
    const r = experimentResults(split, [row('bbbbbbbb', 12), row('aaaaaaaa', 28), row('gone0000', 4)]);
    expect(r.state).toBe('not-enough');
    expect(r.totalVisitors).toBe(40);
    expect(r.rows.map((v) => [v.id, v.visitors, v.clicks, v.conversions, v.rate, v.leader])).toEqual([
      ['aaaaaaaa', 28, 30, null, null, false],
      ['bbbbbbbb', 12, 14, null, null, false],
    ]);
    expect(verdictText(r)).toMatch(/^Öndekini belirlemek için henüz yeterli veri yok/);
  });

  it('needs every variant past the minimum and enough expected conversions before judging (enoughData, shared)', () => {
    const r = experimentResults(split, [
      row('aaaaaaaa', 40, { conversions: 1, convertingClicks: 1 }),
      row('bbbbbbbb', 40, { conversions: 0, convertingClicks: 0 }),
    ]);
    expect(r.state).toBe('not-enough');
    expect(r.rows.map((v) => [v.conversions, rateText(v.rate), confidenceText(v.confidence)])).toEqual([
      [1, '%2,5', '—'],
      [0, '%0,0', '—'],
    ]);
  });

  it('judges the variants: rate over visitors, the leader, confidence by the shared z-test', () => {
    // 12% vs 10% over 2,000 visitors each: ≈ 97.8% (shared/src/experiment-stats.test.ts).
    const r = experimentResults(split, [
      row('aaaaaaaa', 2000, { conversions: 200, convertingClicks: 200 }),
      row('bbbbbbbb', 2000, { conversions: 260, convertingClicks: 240, revenue: [{ currency: 'TRY', amount: 123_450 }] }),
    ]);
    expect(r.state).toBe('judged');
    expect(r.leader?.label).toBe('Blue');
    expect(r.rows.map((v) => [v.leader, v.conversions, v.converted, rateText(v.rate), confidenceText(v.confidence)])).toEqual([
      [false, 200, 200, '%10,0', '%97,8'],
      [true, 260, 240, '%12,0', '%97,8'],
    ]);
    expect(revenueText(r.rows[1]!.revenue)).toBe('₺1.234,50');
    expect(revenueText([])).toBe('—');
    expect(
      revenueText([
        { currency: 'TRY', amount: 150 },
        { currency: 'JPY', amount: 500 },
        { currency: 'USD', amount: 1234 },
      ]),
    ).toBe('₺1,50 · ¥500 · $12,34');
    expect(verdictText(r)).toBe('Blue %12,0 dönüşüm oranıyla önde ve test, diğer her varyantı geçtiğinden %97,8 emin.');
  });

  it('says when the leader may still be chance, and counts a visitor who converted twice once', () => {
    const r = experimentResults(split, [
      row('aaaaaaaa', 100, { conversions: 12, convertingClicks: 11 }),
      row('bbbbbbbb', 100, { conversions: 30, convertingClicks: 120 }),
    ]);
    expect(r.rows.map((v) => v.converted)).toEqual([11, 100]);
    const close = experimentResults(split, [
      row('aaaaaaaa', 100, { conversions: 11, convertingClicks: 11 }),
      row('bbbbbbbb', 100, { conversions: 10, convertingClicks: 10 }),
    ]);
    expect(close.leader?.id).toBe('aaaaaaaa');
    expect(verdictText(close)).toMatch(/^Varyant A şimdilik %11,0 dönüşüm oranıyla önde, ancak test diğer her varyantı geçtiğinden yalnızca %\d+,\d emin/);
    expect(confidenceText(0.99995)).toBe('> %99,9');
  });
});
