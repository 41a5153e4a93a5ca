import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'us-east-1';
});

const { addressBlock } = await import('./check-rate-limit.js');
const { RATE_LIMITS } = await import('./limits.js');

describe('rate limits', () => {
  it('count an IPv4 address as is and an IPv6 address per /64 (one client rotating through its subnet is one client)', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:DB8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  it('have distinct ids and sane numbers', () => {
    const rules = Object.values(RATE_LIMITS);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const r of rules) {
      expect(r.limit).toBeGreaterThanOrEqual(3);
      expect(r.windowSeconds).toBeGreaterThanOrEqual(60);
    }
  });
});
