/**
 * The TCP sockets a set of processes listens on, read from Linux's /proc (no `ss` needed):
 * each process's open socket inodes (/proc/<pid>/fd → socket:[inode]) matched against the
 * LISTEN entries of /proc/net/tcp and tcp6. Addresses come back as text (`127.0.0.1`, `::1`,
 * `0.0.0.0`, `::`, `::ffff:127.0.0.1`).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  pid: number;
  address: string;
  port: number;
}

const LISTEN = '0A';

export function listeningSockets(pids: readonly number[]): ListeningSocket[] {
  const listening = new Map<string, { address: string; port: number }>();
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ] as const) {
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] !== LISTEN) continue;
      const [hexAddress, hexPort] = cols[1]!.split(':') as [string, string];
      listening.set(cols[9]!, { address: v6 ? ipv6(hexAddress) : ipv4(hexAddress), port: parseInt(hexPort, 16) });
    }
  }
  const sockets: ListeningSocket[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone meanwhile
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const socket = inode === undefined ? undefined : listening.get(inode);
      if (socket) sockets.push({ pid, ...socket });
    }
  }
  return sockets;
}

/** Whether an address is the machine's own loopback (127/8, ::1, or 127/8 mapped into IPv6). */
export const isLoopback = (address: string): boolean => /^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address);

/** /proc/net/tcp holds the address as one little-endian 32-bit word. */
function ipv4(hex: string): string {
  return [3, 2, 1, 0].map((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.');
}

/** /proc/net/tcp6 holds four little-endian 32-bit words. */
function ipv6(hex: string): string {
  const bytes: number[] = [];
  for (let w = 0; w < 4; w++) for (const i of [3, 2, 1, 0]) bytes.push(parseInt(hex.slice(w * 8 + i * 2, w * 8 + i * 2 + 2), 16));
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2]! << 8) | bytes[i * 2 + 1]!).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}
