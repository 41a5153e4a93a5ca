/**
 * A stand-in for the API on loopback, for the client's retry and error tests: it answers each
 * request with the next scripted answer and records what it was sent.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** One scripted answer: a status with headers and body, or `hang` (never answer). */
export type Scripted = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Scripted => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export async function standInServer(script: Scripted[]) {
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const next = script[Math.min(seen.length, script.length) - 1];
      if (next === undefined) {
        res.writeHead(599).end('the test scripted no answer for this request');
      } else if (next === 'hang') {
        hanging.push(res);
      } else {
        res.writeHead(next.status, next.headers).end(next.body ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async close(): Promise<void> {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback address nothing listens on (a port just released). */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
