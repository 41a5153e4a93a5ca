import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses the server may connect to on a user's behalf (page-title fetch):
 * public unicast only. Refuses private, loopback, link-local (incl. the cloud metadata
 * address 169.254.169.254), CGNAT, multicast, unspecified, documentation, benchmarking
 * and reserved ranges, IPv4 and IPv6 alike; IPv6 forms that carry an IPv4 address
 * (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are judged by the IPv4 address they carry,
 * and Teredo (which hides one) is refused outright.
 */

const blocked = new BlockList();
const v4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (incl. 100.100.100.200, Alibaba metadata)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (incl. 169.254.169.254, cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (incl. 192.0.0.192, Oracle metadata)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. 255.255.255.255 broadcast
];
const v6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (incl. fd00:ec2::254, AWS metadata over IPv6)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [net, prefix] of v4) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of v6) blocked.addSubnet(net, prefix, 'ipv6');

/** True for a public unicast address; false for anything refused above or not an IP at all. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  const carried = embeddedIpv4(groups);
  if (carried !== null) return isPublicAddress(carried);
  return !blocked.check(ip, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (dotted IPv4 tail allowed). */
export function ipv6Groups(address: string): number[] | null {
  let a = address.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(2).map(Number) as [number, number, number, number];
    a = `${dotted[1]}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const halves = a.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0) return null;
  const groups = [...head, ...Array<string>(fill).fill('0'), ...tail].map((h) => (/^[0-9a-f]{1,4}$/.test(h) ? parseInt(h, 16) : Number.NaN));
  return groups.length === 8 && groups.every((g) => !Number.isNaN(g)) ? groups : null;
}

function embeddedIpv4(g: number[]): string | null {
  const quad = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return quad(g[6]!, g[7]!); // ::ffff:a.b.c.d (IPv4-mapped)
  if (zeros(0, 6)) return quad(g[6]!, g[7]!); // ::a.b.c.d (IPv4-compatible; also :: and ::1 → 0.0.0.x)
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0xffff && g[5] === 0) return quad(g[6]!, g[7]!); // ::ffff:0:a.b.c.d (SIIT)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return quad(g[6]!, g[7]!); // 64:ff9b::/96 (NAT64)
  if (g[0] === 0x2002) return quad(g[1]!, g[2]!); // 2002::/16 (6to4)
  return null;
}
