import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Every local port derives from the gateway's PORT (docs/ARCHITECTURE.md). */
export interface Ports {
  gateway: number;
  dynamodb: number;
  s3: number;
  sqs: number;
  cognito: number;
  ses: number;
  kms: number;
}

export const HOST = '127.0.0.1';

export function portsFrom(port: number): Ports {
  return { gateway: port, dynamodb: port + 10, s3: port + 11, sqs: port + 12, cognito: port + 13, ses: port + 14, kms: port + 15 };
}

export function defaultPort(): number {
  const fromEnv = Number(process.env.PORT);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 3000;
}

export function isPortFree(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The ports of `portsFrom(port)` that something else already listens on. */
export async function busyPorts(port: number): Promise<number[]> {
  const all = Object.values(portsFrom(port));
  const free = await Promise.all(all.map((p) => isPortFree(p)));
  return all.filter((_, i) => !free[i]);
}

/** The lowest port the kernel hands out to outgoing connections (Linux's default range starts at 32768). */
export function ephemeralPortStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 1024 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/** The lowest base port findFreeBasePort picks. */
const LOWEST_BASE = 10_000;

/**
 * A base port whose whole block (PORT..PORT+15) is free: for tests and benchmarks. Below the
 * ephemeral range: the runtime binds its ports one by one over seconds, and a port in that range
 * that was free when checked can meanwhile become the local end of any outgoing connection on the
 * machine (the full test run makes thousands), and the bind then fails with EADDRINUSE.
 */
export async function findFreeBasePort(): Promise<number> {
  const highest = Math.max(LOWEST_BASE + 1_000, ephemeralPortStart()) - 16;
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = LOWEST_BASE + Math.floor(Math.random() * (highest - LOWEST_BASE));
    if ((await busyPorts(base)).length === 0) return base;
  }
  throw new Error('No free block of ports found for the local runtime');
}
