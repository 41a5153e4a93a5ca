import type { LinkHealthRow } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/lib/test-support/language';
import { durationText, orderRows, stateLabel, summaryText } from './health-text';

const row = (linkId: string, state: 'broken' | 'warning', since: string): LinkHealthRow => ({
  linkId,
  shortUrl: linkId,
  title: '',
  longUrl: 'https://example.com/',
  health: { state, since, checkedAt: since, error: null, fallbackActive: false },
});

describe('link health text', () => {
  it('orders broken links first, the longest broken first, then warnings', () => {
    const rows = [
      row('w', 'warning', '2026-01-01T00:00:00.000Z'),
      row('b2', 'broken', '2026-01-03T00:00:00.000Z'),
      row('b1', 'broken', '2026-01-02T00:00:00.000Z'),
    ];
    expect(orderRows(rows).map((r) => r.linkId)).toEqual(['b1', 'b2', 'w']);
    expect(summaryText(rows)).toBe('2 broken links, 1 certificate warning');
    expect(stateLabel({ state: 'warning' })).toBe('Certificate expiring');
  });

  it('says how long a state has held', () => {
    const now = Date.parse('2026-01-10T12:00:00.000Z');
    expect(durationText('2026-01-10T11:59:30.000Z', now)).toBe('for a minute');
    expect(durationText('2026-01-10T09:00:00.000Z', now)).toBe('for 3 hours');
    expect(durationText('2026-01-07T12:00:00.000Z', now)).toBe('for 3 days');
  });
});

describe('link health text in Turkish', () => {
  inLanguage('tr');

  it('says the state, the count and the duration in Turkish', () => {
    const rows = [
      row('b', 'broken', '2026-01-02T00:00:00.000Z'),
      row('w1', 'warning', '2026-01-01T00:00:00.000Z'),
      row('w2', 'warning', '2026-01-01T00:00:00.000Z'),
    ];
    expect(summaryText(rows)).toBe('1 bozuk bağlantı, 2 sertifika uyarısı');
    expect(stateLabel({ state: 'broken' })).toBe('Bozuk');
    expect(durationText('2026-01-07T12:00:00.000Z', Date.parse('2026-01-10T12:00:00.000Z'))).toBe('3 gündür');
  });
});
