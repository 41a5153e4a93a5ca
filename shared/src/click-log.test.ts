import { describe, expect, it } from 'vitest';
import {
  CLICK_TAG_SEPARATOR,
  clickTagIdsOf,
  clickTagIdsValue,
  generationOfKey,
  hashBucketOf,
  isBucketKey,
  logClock,
  ownBucketOf,
  rawObjectClock,
  rawObjectName,
  truncateIp,
} from './click-log.js';

describe('the click log layout', () => {
  it('truncates visitor addresses: IPv4 to /24, IPv6 to /48, others unchanged', () => {
    expect(truncateIp('203.0.113.57')).toBe('203.0.113.0');
    expect(truncateIp('2001:db8:1:2::5')).toBe('2001:db8:1::');
    expect(truncateIp('2001:0DB8:0001:0002:0003:0004:0005:0006')).toBe('2001:db8:1::');
    expect(truncateIp('::1')).toBe('0:0:0::');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('::ffff:198.51.100.0');
    expect(truncateIp('unknown')).toBe('unknown');
    expect(truncateIp(truncateIp('203.0.113.57'))).toBe('203.0.113.0');
    expect(truncateIp(null)).toBeNull();
  });

  it('names raw objects and generations by a 13-digit clock, and team buckets as safe literals', () => {
    expect(rawObjectName(1_700_000_000_000, 'abc')).toBe('w1700000000000-abc.json.gz');
    expect(rawObjectClock('clicks/dt=2026-01-01/w1700000000000-abc.json.gz')).toBe('1700000000000');
    expect(rawObjectClock('clicks/dt=2026-01-01/3f2a-uuid.json.gz')).toBeUndefined();
    expect(generationOfKey('clicks-by-team/tb=h07/dt=2026-01-01/g1700000000000-p0.parquet')).toBe('1700000000000');
    expect(logClock(5)).toBe('0000000000005');
    expect(hashBucketOf('team-1')).toMatch(/^h\d{2}$/);
    expect(hashBucketOf('team-1')).toBe(hashBucketOf('team-1'));
    expect(new Set(Array.from({ length: 2_000 }, (_, i) => hashBucketOf(`t${i}`))).size).toBe(64);
    expect(ownBucketOf('6f1c2e4a-0b1d-4c5e-9f00-123456789abc')).toBe('t-6f1c2e4a-0b1d-4c5e-9f00-123456789abc');
    expect(ownBucketOf("x'; DROP")).toBeUndefined();
    expect(isBucketKey("t-x'")).toBe(false);
  });
});

describe("a click's tags in the log", () => {
  it("holds the link's tag ids once each, sorted and joined, null for none, and reads them back", () => {
    const [a, b] = ['0a0a0a0a-0000-4000-8000-00000000000a', '0b0b0b0b-0000-4000-8000-00000000000b'];
    expect(clickTagIdsValue([b, a, b])).toBe(`${a}${CLICK_TAG_SEPARATOR}${b}`);
    expect(clickTagIdsValue([])).toBeNull();
    expect(clickTagIdsValue(undefined)).toBeNull();
    expect(clickTagIdsOf(clickTagIdsValue([b, a]))).toEqual([a, b]);
    expect(clickTagIdsOf(null)).toEqual([]);
    expect(clickTagIdsOf(undefined)).toEqual([]);
  });
});
