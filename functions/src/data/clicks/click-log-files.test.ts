import { hashBucketOf, ownBucketOf, TEAM_HASH_BUCKETS } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { isCompactionUnit, layoutBucketInRaw, RAW_BUCKETS, rawBucketOf, rawUnitOf } from './click-log-files.js';

describe('raw team buckets', () => {
  it("puts every team-layout bucket, and each team's own, in exactly one raw bucket: the team's", () => {
    const raw = Array.from({ length: RAW_BUCKETS }, (_, i) => `h${String(i).padStart(2, '0')}`);
    for (let i = 0; i < TEAM_HASH_BUCKETS; i++) {
      const layout = `h${String(i).padStart(2, '0')}`;
      expect(
        raw.filter((u) => layoutBucketInRaw(layout, u)),
        layout,
      ).toEqual([`h${String(i % RAW_BUCKETS).padStart(2, '0')}`]);
    }
    for (const team of ['team-1', 'Ab_9-z', '0f6c1f2e-8a6b-4d59-9d0e-3c1b2a4d5e6f']) {
      expect(layoutBucketInRaw(hashBucketOf(team), rawBucketOf(team)), team).toBe(true);
      expect(
        raw.filter((u) => layoutBucketInRaw(ownBucketOf(team)!, u)),
        team,
      ).toEqual([rawBucketOf(team)]);
    }
    // A team id that cannot be a path segment (never made by the app) still has one raw bucket.
    expect(raw).toContain(rawBucketOf('İstanbul 🚀/..'));
  });

  it('names the unit of a raw key: its bucket, or `dt` for the day-only layout', () => {
    expect(rawUnitOf('clicks/tb=h07/dt=2026-03-14/w1773482400000-a.json.gz')).toBe('h07');
    expect(rawUnitOf('clicks/dt=2026-03-14/w1773482400000-a.json.gz')).toBe('dt');
    expect(['h00', 'h15', 'dt'].every(isCompactionUnit)).toBe(true);
    expect(['h16', 'h63', 't-team', '../', 'H01', ''].some(isCompactionUnit)).toBe(false);
  });
});
