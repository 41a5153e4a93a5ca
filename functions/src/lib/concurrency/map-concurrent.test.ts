import { describe, expect, it } from 'vitest';
import { mapConcurrent } from './map-concurrent.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mapConcurrent', () => {
  it("answers the results in the items' order with at most `limit` calls in flight", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapConcurrent([30, 5, 20, 1, 10, 2], 3, async (ms, i) => {
      peak = Math.max(peak, ++running);
      await tick(ms);
      running--;
      return `${i}:${ms}`;
    });
    expect(out).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2']);
    expect(peak).toBe(3);
  });

  it('answers [] for no items, and runs every item once', async () => {
    expect(await mapConcurrent([], 4, async () => 1)).toEqual([]);
    const seen: number[] = [];
    await mapConcurrent([1, 2, 3, 4, 5], 2, async (n) => void seen.push(n));
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('rejects with the first failure after the calls in flight settle, starting no further item', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = mapConcurrent([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('two');
      await tick(10);
      settled++;
      return n;
    });
    await expect(run).rejects.toThrow('two');
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(1);
  });
});
