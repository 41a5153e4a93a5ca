import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Unit: which platform-counter shard each counting transaction writes. The table is
// replaced by a recorder, so the transactions countClicks would send can be inspected.
const sent: { TransactItems: { Put?: { Item: Record<string, unknown> }; Update?: { Key: { PK: string; SK: string } } }[] }[] = [];
vi.mock('../table.js', () => ({
  tableName: () => 'kisa-test',
  isConditionFailed: () => false,
  db: () => ({
    send: async (command: { input: (typeof sent)[number] }) => {
      sent.push(command.input);
      return {};
    },
  }),
}));

// The fold window comes from configuration, which wants a region even with the table replaced.
vi.stubEnv('AWS_REGION', process.env.AWS_REGION ?? 'eu-central-1');
const { countClicks } = await import('../clicks/clicks-repo.js');
const { PLATFORM_STATS_SHARDS, platformStatsShard } = await import('./platform-stats-repo.js');

/** Group ids as the redirect makes them (uuid-shaped), but reproducible. */
const groupId = (i: number) =>
  createHash('sha256')
    .update(`group ${i}`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12}).*$/, '$1-$2-$3-$4-$5');

/** Shards used, the busiest shard's share, and how often a batch hit the same shard as the one before. */
function spread(shards: readonly number[]) {
  const perShard = new Map<number, number>();
  for (const s of shards) perShard.set(s, (perShard.get(s) ?? 0) + 1);
  const repeats = shards.filter((s, i) => i > 0 && s === shards[i - 1]).length;
  return { used: perShard.size, busiest: Math.max(...perShard.values()) / shards.length, repeatRate: repeats / (shards.length - 1) };
}

describe('platform counter shards', () => {
  it("puts consecutive counting transactions on different shards, each with its batch's record", async () => {
    sent.length = 0;
    const batches = 200;
    for (let i = 0; i < batches; i++) {
      // Batch ids are uuids, as the worker makes them.
      await countClicks(groupId(i), [{ groupId: groupId(i + batches), slice: 0, links: new Map([['link-1', { teamId: 'team-1', total: 3, unique: 1 }]]) }]);
    }
    expect(sent).toHaveLength(batches);
    const shardKeys = sent.map((tx) => {
      const platform = tx.TransactItems.filter((item) => item.Update?.Key.PK.startsWith('STATS#PLATFORM'));
      // Exactly one shard per transaction, written together with the batch's record (so a redelivery adds nothing).
      expect(platform).toHaveLength(1);
      expect(tx.TransactItems.some((item) => item.Put?.Item.type === 'clickBatch' && item.Put.Item.state === 'counted')).toBe(true);
      return platform[0]!.Update!.Key;
    });
    // Never the unsharded item (`STATS#PLATFORM` alone): always a numbered shard.
    for (const key of shardKeys) expect(key).toMatchObject({ PK: expect.stringMatching(/^STATS#PLATFORM#\d+$/), SK: 'STATS' });
    const shards = shardKeys.map((k) => Number(k.PK.split('#')[2]));
    const { used, repeatRate } = spread(shards);
    // A uniform pick over 32 shards: 200 batches use (nearly) all of them, and a batch lands on
    // its predecessor's shard about 1 time in 32.
    expect(used).toBeGreaterThanOrEqual(PLATFORM_STATS_SHARDS - 4);
    expect(repeatRate).toBeLessThan(0.1);
    // The shard is the pure function of the counting batch.
    expect(shards.every((s, i) => s === platformStatsShard(groupId(i), 0))).toBe(true);
  });

  it('spreads click groups and the slices of one group evenly over every shard', () => {
    const groups = spread(Array.from({ length: 4000 }, (_, i) => platformStatsShard(groupId(i), 0)));
    expect(groups.used).toBe(PLATFORM_STATS_SHARDS);
    expect(groups.busiest).toBeLessThan(2 / PLATFORM_STATS_SHARDS);
    expect(groups.repeatRate).toBeLessThan(0.06);
    // A message of many links is split into slices; each slice is its own pick.
    const slices = spread(Array.from({ length: 4000 }, (_, slice) => platformStatsShard(groupId(1), slice)));
    expect(slices.used).toBe(PLATFORM_STATS_SHARDS);
    expect(slices.busiest).toBeLessThan(2 / PLATFORM_STATS_SHARDS);
    // Group ids that are not uuids (sha256 of a body without `g`) spread alike.
    expect(spread(Array.from({ length: 4000 }, (_, i) => platformStatsShard(`sha256:${createHash('sha256').update(String(i)).digest('hex')}`, 0))).used).toBe(
      PLATFORM_STATS_SHARDS,
    );
  });

  it('is stable for a slice and moves a retried transaction to the next shard', () => {
    const first = platformStatsShard(groupId(7), 0);
    expect(platformStatsShard(groupId(7), 0)).toBe(first);
    expect(platformStatsShard(groupId(7), 0, 1)).toBe((first + 1) % PLATFORM_STATS_SHARDS);
    expect(platformStatsShard(groupId(7), 0, PLATFORM_STATS_SHARDS)).toBe(first);
  });
});
