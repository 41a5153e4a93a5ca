import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('spreads the values over the width, the largest at the top, 0 at the bottom', () => {
    expect(sparklinePoints([0, 5, 10], 100, 30, 2)).toEqual([
      [2, 28],
      [50, 15],
      [98, 2],
    ]);
  });
  it('draws a flat line on the bottom edge when every value is 0, and centres a single point', () => {
    expect(sparklinePoints([0, 0], 100, 30, 2)).toEqual([
      [2, 28],
      [98, 28],
    ]);
    expect(sparklinePoints([4], 100, 30, 2)).toEqual([[50, 2]]);
    expect(sparklinePoints([], 100, 30)).toEqual([]);
  });
});
