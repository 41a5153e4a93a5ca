import { isIPv4, isIPv6 } from 'node:net';

/**
 * An address as the audit log keeps it: enough to tell networks apart, not a person's device.
 * IPv4 to its /24 (`203.0.113.77` → `203.0.113.0`), IPv6 to its /48 (`2001:db8:1:2::5` →
 * `2001:db8:1::`), an IPv4-mapped IPv6 address as the IPv4 one; anything else → ''.
 */
export function truncateIp(address: string): string {
  const ip = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return truncateIp(mapped[1]!);
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(ip)) return '';
  const groups = expandIpv6(ip.split('%')[0]!);
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::`;
}

/** The eight 16-bit groups of an IPv6 address (`::` filled in, a trailing IPv4 part as two groups). */
function expandIpv6(ip: string): string[] {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const text = v4 ? ip.slice(0, v4.index) + [((+v4[1]! << 8) | +v4[2]!).toString(16), ((+v4[3]! << 8) | +v4[4]!).toString(16)].join(':') : ip;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right];
}
