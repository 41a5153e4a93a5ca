import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './trusted-proxies.js';

describe('parseTrustedProxies', () => {
  it('reads addresses and CIDR ranges, IPv4 and IPv6, comma-separated; empty trusts none', () => {
    const trusted = parseTrustedProxies(' 127.0.0.1 ,10.0.0.0/8,, 2001:db8::/32, ::ffff:192.0.2.9, ::1 ');
    for (const proxy of ['127.0.0.1', '10.200.0.1', '2001:db8:ffff::1', '192.0.2.9', '::1']) {
      expect(clientAddress(proxy, '203.0.113.7', trusted), `${proxy} is trusted`).toBe('203.0.113.7');
    }
    for (const other of ['127.0.0.2', '11.0.0.1', '2001:db9::1', '192.0.2.10']) {
      expect(clientAddress(other, '203.0.113.7', trusted), `${other} is not trusted`).toBe(other);
    }
    expect(parseTrustedProxies(undefined)).toBeUndefined();
    expect(parseTrustedProxies(' , ')).toBeUndefined();
  });

  it('refuses a bad entry with one line naming it', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/', '10.0.0.0/8/8', '10.0.0.0/-1', '999.0.0.1', '10.0.0.0/ 8']) {
      expect(() => parseTrustedProxies(`127.0.0.1,${bad}`), bad).toThrow(
        `TRUSTED_PROXIES: "${bad.trim()}" is not an IP address or CIDR range (expected e.g. 127.0.0.1, 10.0.0.0/8 or fd00::/8, comma-separated)`,
      );
    }
  });
});
