import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressOnce, prepare, StaticSite } from './static-files.js';

/** Text that compresses like a real bundle: repeated words with random ids between them. */
const bundleLike = (bytes: number) => {
  let text = '';
  while (text.length < bytes) text += `export function f_${randomBytes(4).toString('hex')}(a,b){return a+b}\n`;
  return Buffer.from(text.slice(0, bytes));
};

describe('static files of the build', () => {
  let dir: string;
  let site: StaticSite;
  let server: Server;
  let base: string;
  const big = bundleLike(3 * 1024 * 1024);
  const small = bundleLike(40 * 1024);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kisa-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kisa</title>'.repeat(20));
    writeFileSync(join(dir, 'assets', 'main.js'), small);
    writeFileSync(join(dir, 'assets', 'reference.js'), big);
    writeFileSync(join(dir, 'assets', 'reference.js.map'), big);
    site = new StaticSite(dir);
    server = createServer((req, res) => site.serveFile(req, res, new URL(req.url!, 'http://x').pathname)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // node:http, not fetch: fetch would decompress the body it is given.
  const get = (path: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('serves small and big files brotli-compressed and byte-exact, the big ones compressed on their first request rather than at load', async () => {
    for (const [path, original] of [
      ['/assets/main.js', small],
      ['/assets/reference.js', big],
      ['/assets/reference.js.map', big],
    ] as const) {
      const { encoding, body } = await get(path);
      expect(encoding, path).toBe('br');
      expect(body.length, `${path} compressed`).toBeLessThan(original.length);
      expect(brotliDecompressSync(body).equals(original), `${path} decompresses to the file`).toBe(true);
    }
  });

  it('compresses what browsers load first at load, and leaves big files and source maps to their first request (start-up stays short)', () => {
    const eager = prepare('/assets/main.js', small);
    expect([eager.deferred ?? false, !!eager.variants.br]).toEqual([false, true]);
    for (const path of ['/assets/reference.js', '/assets/main.js.map']) {
      const deferred = prepare(path, path.endsWith('.map') ? small : big);
      expect([path, deferred.deferred, deferred.variants.br]).toEqual([path, true, undefined]);
      compressOnce(deferred);
      expect([path, deferred.deferred, !!deferred.variants.br]).toEqual([path, false, true]);
    }
  });
});
