import { describe, expect, it } from 'vitest';
import { ipv6Groups, isPublicAddress } from './address-policy.js';

describe('address policy (which addresses a server-side fetch may reach)', () => {
  it('allows public unicast IPv4 and IPv6', () => {
    for (const ip of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:2800:220:1:248:1893:25c8:1946',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
    ])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('refuses private, loopback, link-local, CGNAT, multicast, unspecified, metadata and reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '169.254.0.1',
      '100.64.0.1',
      '100.100.100.200',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.0.192',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.1',
      '203.0.113.9',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of [
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      'fec0::1',
      '2001:db8::1',
      '100::1',
      '2001::1',
      '64:ff9b:1::1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('judges IPv6 forms that carry an IPv4 address by that address', () => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '::ffff:0:10.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '[::ffff:127.0.0.1]',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    expect(isPublicAddress('64:ff9b::8.8.8.8')).toBe(true);
    expect(isPublicAddress('2002:0808:0808::1')).toBe(true);
  });

  it('refuses what is not an IP address at all', () => {
    for (const value of ['', 'localhost', 'example.com', '1.2.3', '::g', '1.2.3.4.5']) expect(isPublicAddress(value), value).toBe(false);
  });

  it('expands IPv6 addresses to eight groups', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(ipv6Groups('2001:db8::8:1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 8, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('1::2::3')).toBeNull();
  });
});
