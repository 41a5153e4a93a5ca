import { describe, expect, it } from 'vitest';
import { parsePlatformStats, platformStatsShardKey } from './platform-stats-item.js';

describe('platform stats item', () => {
  it('reads a shard: absent counters are 0, each revenue attribute is one currency', () => {
    expect(parsePlatformStats({ ...platformStatsShardKey(3), type: 'platformStats', totalClicks: 5, revenue_TRY: 1200, revenue_USD: 300 })).toEqual({
      totalClicks: 5,
      uniqueClicks: 0,
      revenue: new Map([
        ['TRY', 1200],
        ['USD', 300],
      ]),
    });
  });

  it('throws naming the shard and the currency whose revenue is not a number', () => {
    expect(() => parsePlatformStats({ ...platformStatsShardKey(3), revenue_EUR: '12' })).toThrow(
      /Malformed platform stats item STATS#PLATFORM#3 \/ STATS: revenue\.EUR/,
    );
  });
});
