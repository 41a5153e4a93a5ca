import { describe, expect, it } from 'vitest';
import { confidenceAbove, enoughData, judgeVariants, normalCdf, variantToPromote } from './experiment-stats.js';

describe('experiment statistics', () => {
  it('normalCdf matches the table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 4);
    expect(normalCdf(2.326348)).toBeCloseTo(0.99, 4);
  });

  it('a two-proportion z-test: 12% vs 10% over 2,000 visitors each is ~97.8% sure', () => {
    // z = 0.02 / sqrt(0.11 · 0.89 · (1/2000 + 1/2000)) ≈ 2.021 → Φ ≈ 0.9784
    expect(confidenceAbove({ id: 'b', visitors: 2000, conversions: 240 }, { id: 'a', visitors: 2000, conversions: 200 })).toBeCloseTo(0.9784, 3);
    expect(confidenceAbove({ id: 'a', visitors: 100, conversions: 10 }, { id: 'b', visitors: 100, conversions: 10 })).toBeCloseTo(0.5, 6);
    expect(confidenceAbove({ id: 'a', visitors: 0, conversions: 0 }, { id: 'b', visitors: 10, conversions: 1 })).toBe(0);
  });

  it('names the leader and how sure each comparison is; promotes only past the sample and the confidence', () => {
    const outcomes = [
      { id: 'a', visitors: 2000, conversions: 200 },
      { id: 'b', visitors: 2000, conversions: 240 },
      { id: 'c', visitors: 2000, conversions: 150 },
    ];
    const verdicts = judgeVariants(outcomes);
    expect(verdicts.map((v) => [v.id, v.leader, v.rate])).toEqual([
      ['a', false, 0.1],
      ['b', true, 0.12],
      ['c', false, 0.075],
    ]);
    expect(verdicts[1]!.confidence).toBeCloseTo(0.9784, 3); // the weakest of its wins (over a)
    expect(verdicts[2]!.confidence).toBeGreaterThan(0.999);
    expect(variantToPromote(outcomes, { confidence: 0.95, minVisitors: 1000 })).toBe('b');
    expect(variantToPromote(outcomes, { confidence: 0.99, minVisitors: 1000 })).toBeNull();
    expect(variantToPromote(outcomes, { confidence: 0.95, minVisitors: 5000 })).toBeNull();
  });

  it('needs every variant past the minimum and enough expected conversions before judging', () => {
    expect(
      enoughData([
        { visitors: 29, conversions: 10 },
        { visitors: 500, conversions: 50 },
      ]),
    ).toBe(false);
    expect(
      enoughData([
        { visitors: 40, conversions: 1 },
        { visitors: 40, conversions: 2 },
      ]),
    ).toBe(false);
    expect(
      enoughData([
        { visitors: 100, conversions: 8 },
        { visitors: 100, conversions: 4 },
      ]),
    ).toBe(true);
    expect(
      enoughData([
        { visitors: 100, conversions: 99 },
        { visitors: 100, conversions: 98 },
      ]),
    ).toBe(false);
  });

  it('promotes nothing on too little data, however low the asked minimum', () => {
    // 3 conversions of 40 against 0 of 40 is "sure" by the z-test alone (~96%), but n·p < 5.
    const few = [
      { id: 'a', visitors: 40, conversions: 3 },
      { id: 'b', visitors: 40, conversions: 0 },
    ];
    expect(confidenceAbove(few[0]!, few[1]!)).toBeGreaterThan(0.95);
    expect(variantToPromote(few, { confidence: 0.9, minVisitors: 30 })).toBeNull();
  });
});
