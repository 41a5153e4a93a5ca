import { describe, expect, it } from 'vitest';
import { decodePng } from '#test-support/decode-png.js';
import { barColumns, barHeight, CHART_COLORS, CHART_HEIGHT, CHART_PADDING, CHART_WIDTH, renderBarChart } from './bar-chart.js';
import { encodePng } from './encode-png.js';

const pixel = (image: { width: number; data: Uint8Array }, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3),
];

describe('encodePng', () => {
  it('writes a PNG that reads back pixel for pixel', () => {
    const data = new Uint8Array(3 * 2 * 4).map((_, i) => (i * 37) % 256);
    const back = decodePng(encodePng({ width: 3, height: 2, data }));
    expect({ width: back.width, height: back.height, data: [...back.data] }).toEqual({ width: 3, height: 2, data: [...data] });
  });

  it('refuses a buffer of the wrong size or an empty image', () => {
    expect(() => encodePng({ width: 2, height: 2, data: new Uint8Array(15) })).toThrow('Expected 16 bytes of RGBA, got 15');
    expect(() => encodePng({ width: 0, height: 2, data: new Uint8Array(0) })).toThrow('A PNG needs a positive size');
  });
});

describe('renderBarChart', () => {
  it('draws one bar per day, as high as its share of the busiest day, unique clicks in the dark colour', () => {
    const points = [
      { total: 10, unique: 4 },
      { total: 0, unique: 0 },
      { total: 5, unique: 5 },
    ];
    const image = decodePng(renderBarChart(points));
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    const baseline = CHART_HEIGHT - CHART_PADDING - 1;
    const middle = (i: number) => barColumns(i, 3).x + Math.floor(barColumns(i, 3).width / 2);
    // Day 1: the full plot high, its lower 40 % unique.
    const full = barHeight(10, 10);
    expect(pixel(image, middle(0), baseline)).toEqual([...CHART_COLORS.unique]);
    expect(pixel(image, middle(0), baseline - barHeight(4, 10) + 1)).toEqual([...CHART_COLORS.unique]);
    expect(pixel(image, middle(0), baseline - barHeight(4, 10) - 1)).toEqual([...CHART_COLORS.total]);
    expect(pixel(image, middle(0), baseline - full + 1)).toEqual([...CHART_COLORS.total]);
    expect(pixel(image, middle(0), baseline - full - 1)).not.toEqual([...CHART_COLORS.total]);
    // Day 2: nothing; day 3: half as high, all unique.
    expect(pixel(image, middle(1), baseline)).toEqual([...CHART_COLORS.ground]);
    expect(pixel(image, middle(2), baseline - barHeight(5, 10) + 1)).toEqual([...CHART_COLORS.unique]);
    expect(pixel(image, middle(2), baseline - barHeight(5, 10) - 1)).not.toEqual([...CHART_COLORS.unique]);
  });

  it('draws an empty period as grid lines only', () => {
    const image = decodePng(renderBarChart(Array.from({ length: 31 }, () => ({ total: 0, unique: 0 }))));
    const colors = new Set<string>();
    for (let i = 0; i < image.data.length; i += 4) colors.add(String([...image.data.subarray(i, i + 3)]));
    expect([...colors].sort()).toEqual([String(CHART_COLORS.grid), String(CHART_COLORS.ground)].sort());
  });
});
