import { describe, expect, it } from 'vitest';
import { describeChange, formatAsOf, formatRange, formatShare, pointLabel, pointTitle } from './format';
import { toSlices } from './chart-data';
import { OTHER_COLOUR, PALETTE } from './palette';
import { inLanguage } from '@/lib/test-support/language';

// Its figures are the spec's Turkish formats (tr-TR).
inLanguage('tr');

// Intl may put a (narrow) no-break space between % and the number.
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]/g, '');

describe('analytics formatting', () => {
  it('describes the change on the previous period with 2 decimals (tr-TR)', () => {
    const up = describeChange(150, 120);
    expect(up.direction).toBe('up');
    expect(plain(up.text)).toBe('%25,00');
    expect(up.spoken).toMatch(/^önceki döneme göre .*25,00 artış$/);
    const down = describeChange(1, 3);
    expect(down.direction).toBe('down');
    expect(plain(down.text)).toBe('%66,67');
    expect(describeChange(5, 5).direction).toBe('flat');
    expect(describeChange(0, 0).direction).toBe('flat');
    expect(describeChange(7, 0)).toMatchObject({ direction: 'new', text: '' });
  });

  it('formats shares, days, hours and ranges', () => {
    expect(plain(formatShare(1, 8))).toBe('%12,5');
    expect(plain(formatShare(3, 0))).toBe('%0,0');
    expect(pointLabel({ date: '2025-05-07' }, 'day')).toBe('07.05');
    expect(pointLabel({ date: '2025-05-07T09' }, 'hour')).toBe('09:00');
    expect(pointTitle({ date: '2025-05-07' }, 'day')).toBe('07.05.2025');
    expect(pointTitle({ date: '2025-05-07T09' }, 'hour')).toBe('07.05.2025 09:00');
    expect(formatRange('2025-05-01', '2025-05-07')).toBe('01.05.2025 – 07.05.2025');
    expect(formatRange('2025-05-07', '2025-05-07')).toBe('07.05.2025');
  });

  it('charts up to six entries, else the top five and Other', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ name: `b${i}`, count: 10 - i }));
    const slices = toSlices(
      items,
      (x) => x.name,
      (x) => x.name.toUpperCase(),
      (x) => x.count,
    );
    expect(slices.map((s) => s.label)).toEqual(['B0', 'B1', 'B2', 'B3', 'B4', 'Diğer']);
    expect(slices.at(-1)).toEqual({ label: 'Diğer', value: 5 + 4 + 3, colour: OTHER_COLOUR, filterValue: null });
    expect(slices.map((s) => s.colour).slice(0, 5)).toEqual(PALETTE.slice(0, 5));
    expect(
      toSlices(
        items.slice(0, 6),
        (x) => x.name,
        (x) => x.name,
        (x) => x.count,
      ),
    ).toHaveLength(6);
  });
});

describe('map shading', () => {
  it('goes from the low to the high colour on a square-root scale', async () => {
    const { mapFill, MAP_COLOURS } = await import('./palette');
    expect(mapFill(0, 10)).toBe(MAP_COLOURS.empty);
    expect(mapFill(10, 10)).toBe(MAP_COLOURS.high);
    // 1 of 16 → a quarter of the way from #e0e7ff to #4f46e5.
    expect(mapFill(1, 16)).toBe('#bcbff9');
  });

  it('says when figures were computed: the time today, the day and time before, nothing for garbage', () => {
    const now = new Date(2026, 10, 29, 18, 30);
    expect(formatAsOf(new Date(2026, 10, 29, 14, 5).toISOString(), now)).toBe('14:05');
    expect(plain(formatAsOf(new Date(2026, 10, 28, 23, 55).toISOString(), now))).toBe('28.11.202623:55');
    expect(formatAsOf('İki saat önce', now)).toBe('');
  });
});
