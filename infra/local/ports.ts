import { createServer } from 'node:net';

/** Every local port derives from the gateway's PORT (docs/ARCHITECTURE.md). */
export interface Ports {
  gateway: number;
  dynamodb: number;
  s3: number;
  sqs: number;
  cognito: number;
  ses: number;
}

export const HOST = '127.0.0.1';

export function portsFrom(port: number): Ports {
  return { gateway: port, dynamodb: port + 10, s3: port + 11, sqs: port + 12, cognito: port + 13, ses: port + 14 };
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

/** A base port whose whole block (PORT..PORT+14) is free: for tests and benchmarks. */
export async function findFreeBasePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    if ((await busyPorts(base)).length === 0) return base;
  }
  throw new Error('No free block of ports found for the local runtime');
}
