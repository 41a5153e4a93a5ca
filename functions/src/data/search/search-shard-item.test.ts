import { describe, expect, it } from 'vitest';
import { GROUP_KEY, packRecords, TOMBSTONE } from './search-format.js';
import { parseSearchShard, searchShardKey } from './search-shard-item.js';

describe('search shard item', () => {
  it('is keyed in a partition of its own per team and shard', () => {
    expect(searchShardKey('t1', 12)).toEqual({ PK: 'TEAM#t1#SEARCH#12', SK: 'SEARCH' });
  });

  it('reads the overlay as link entries and packed bulk groups', () => {
    const group = packRecords(new Map([['c', 'entry c']]));
    const sealed = packRecords(new Map([['a', 'entry a']]));
    expect(
      parseSearchShard({ ...searchShardKey('t1', 0), shard: 0, entries: { a: TOMBSTONE, b: 'entry b', [`${GROUP_KEY}c`]: group }, sealed, rev: 3 }),
    ).toEqual({
      shard: 0,
      entries: { a: TOMBSTONE, b: 'entry b' },
      groups: [group],
      sealed,
      rev: 3,
    });
    expect(parseSearchShard({ shard: 2 })).toEqual({ shard: 2, entries: {}, groups: [] });
  });

  it('throws, naming the shard and the field, for an entry that is not text, a group that is not binary, or no shard number', () => {
    const key = searchShardKey('t1', 1);
    expect(() => parseSearchShard({ ...key, shard: 1, entries: { a: 7 } })).toThrow(/Malformed search shard item TEAM#t1#SEARCH#1 \/ SEARCH: entries\.a/);
    expect(() => parseSearchShard({ ...key, shard: 1, entries: { [`${GROUP_KEY}a`]: 'text' } })).toThrow(/a bulk group is not binary/);
    expect(() => parseSearchShard({ ...key, shard: 1, entries: { a: packRecords(new Map()) } })).toThrow(/an entry is not text/);
    expect(() => parseSearchShard({ entries: {} }, key)).toThrow(/TEAM#t1#SEARCH#1 \/ SEARCH: shard/);
  });
});
