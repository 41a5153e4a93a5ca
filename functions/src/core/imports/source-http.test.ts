import '#test-support/import-sources/adapter-env.js';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceOf } from './source-context.js';
import { retryAfterOf, sourceHttp } from './source-http.js';

// The source client's pace and its reading of a 429's wait, and the pace each source's own API gets.

let server: Server;
let url: string;
const seen: number[] = [];

beforeAll(async () => {
  server = createServer((_req, res) => {
    seen.push(Date.now());
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the source client', () => {
  it('keeps its requests at least minIntervalMs apart', async () => {
    seen.length = 0;
    const http = sourceHttp({ authHeaders: {}, minIntervalMs: 150 });
    for (let i = 0; i < 4; i++) expect(await http.json(url)).toEqual({ ok: true });
    const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
    expect(
      gaps.every((g) => g >= 140),
      `gaps ${gaps.join(', ')} ms`,
    ).toBe(true);
  });

  it('reads how long a 429 asks to wait: Retry-After in seconds or as a date, a reset in epoch seconds, epoch ms or seconds from now; a minute otherwise; at most 15 min', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(retryAfterOf({ 'retry-after': '7' }, now)).toBe(7000);
    expect(retryAfterOf({ 'retry-after': 'Sun, 29 Nov 2026 12:00:30 GMT' }, now)).toBe(30_000);
    expect(retryAfterOf({ 'x-ratelimit-reset': String(now / 1000 + 12) }, now)).toBe(12_000);
    expect(retryAfterOf({ 'x-ratelimit-reset': String(now + 5000) }, now)).toBe(5000);
    expect(retryAfterOf({ 'ratelimit-reset': '20' }, now)).toBe(20_000);
    expect(retryAfterOf({}, now)).toBe(60_000);
    expect(retryAfterOf({ 'retry-after': '86400' }, now)).toBe(15 * 60 * 1000);
    expect(retryAfterOf({ 'retry-after': '0' }, now)).toBe(1000);
  });

  it("paces each service's own API to its documented limits, and leaves other servers (self-hosted, enterprise) to their 429s", () => {
    expect(paceOf({ source: 'bitly', apiUrl: null })).toBe(3600);
    expect(paceOf({ source: 'bitly', apiUrl: 'https://api-ssl.bitly.com/v4' })).toBe(3600);
    expect(paceOf({ source: 'kutt', apiUrl: null })).toBe(1000);
    expect(paceOf({ source: 'kutt', apiUrl: 'https://kutt.example.org/api/v2' })).toBe(0);
    expect(paceOf({ source: 'shlink', apiUrl: 'https://s.example/rest/v3' })).toBe(0);
    expect(paceOf({ source: 'file', apiUrl: null })).toBe(0);
  });
});
