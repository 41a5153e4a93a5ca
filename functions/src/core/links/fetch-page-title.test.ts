import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from '#lib/net/safe-fetch.js';
import { decodeEntities, fetchPageTitle, parseTitle, type PageTitleOptions } from './fetch-page-title.js';

// A local server stands in for "the web": tests inject an address policy that allows
// 127.0.0.1 (the real one refuses it, see the API test) and a fake resolver.

type Route = (req: IncomingMessage, res: ServerResponse) => void;
const routes: Record<string, Route> = {};
const hostHeaders: string[] = [];
let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    hostHeaders.push(req.headers.host ?? '');
    const route = routes[req.url ?? ''];
    if (route) route(req, res);
    else res.writeHead(404).end('nope');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const loopbackOnly = (ip: string) => ip === '127.0.0.1';
const allowLocal: PageTitleOptions = { isAllowedAddress: loopbackOnly };
const html =
  (body: string, type = 'text/html; charset=utf-8'): Route =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': type }).end(body);
const redirect =
  (to: string): Route =>
  (_req, res) =>
    res.writeHead(302, { location: to }).end();

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; message: string };
    return { status: e.status ?? -1, message: e.message };
  }
  throw new Error('expected the title fetch to fail, but it succeeded');
}

describe('fetchPageTitle', () => {
  it('parses <title>: entities decoded, whitespace collapsed, trimmed', async () => {
    routes['/page'] = html(
      '<!doctype html><html><head>\n<title lang="en">\n  Ben &amp; Jerry&#39;s &mdash;\n\t Caf&eacute; &#x1F366; &lt;3 </title></head><body><title>not this</title></body></html>',
    );
    expect(await fetchPageTitle(`${base}/page`, allowLocal)).toBe("Ben & Jerry's — Café 🍦 <3");
  });

  it('honours the charset of the Content-Type header and of a <meta> tag', async () => {
    // "Şişli Çarşı" in windows-1254 (Turkish): Ş=0xDE, ş=0xFE, ı=0xFD, Ç=0xC7.
    const turkish = Buffer.from([0xde, 0x69, 0xfe, 0x6c, 0x69, 0x20, 0xc7, 0x61, 0x72, 0xfe, 0xfd]);
    routes['/cp1254'] = (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=windows-1254' }).end(Buffer.concat([Buffer.from('<title>'), turkish, Buffer.from('</title>')]));
    expect(await fetchPageTitle(`${base}/cp1254`, allowLocal)).toBe('Şişli Çarşı');
    routes['/meta-charset'] = (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(Buffer.concat([Buffer.from('<meta charset="iso-8859-9"><title>'), turkish, Buffer.from('</title>')]));
    expect(await fetchPageTitle(`${base}/meta-charset`, allowLocal)).toBe('Şişli Çarşı');
  });

  it('follows up to 3 redirects and refuses the 4th (422)', async () => {
    routes['/r3'] = redirect('/r2');
    routes['/r2'] = redirect(`${base}/r1`);
    routes['/r1'] = redirect('/final');
    routes['/final'] = html('<title>Arrived</title>');
    expect(await fetchPageTitle(`${base}/r3`, allowLocal)).toBe('Arrived');
    routes['/r4'] = redirect('/r3');
    expect(await failure(fetchPageTitle(`${base}/r4`, allowLocal))).toEqual({ status: 422, message: MSG.titleFetchFailed });
  });

  it('vets every redirect: one to a refused address answers 400 and is never fetched', async () => {
    routes['/to-metadata'] = redirect('http://169.254.169.254/latest/meta-data/');
    routes['/to-private'] = redirect('http://10.1.2.3/');
    routes['/to-file'] = redirect('file:///etc/passwd');
    for (const path of ['/to-metadata', '/to-private', '/to-file'])
      expect(await failure(fetchPageTitle(`${base}${path}`, allowLocal)), path).toEqual({ status: 422, message: MSG.titleFetchFailed });
  });

  it('checks addresses after DNS resolution, and connects to the vetted address with the original Host', async () => {
    routes['/named'] = html('<title>By name</title>');
    // A name that resolves to loopback is refused by the default policy...
    const toLoopback = { resolve: async () => ['127.0.0.1'] };
    expect(await failure(fetchPageTitle(`http://rebind.example.com:${port}/named`, toLoopback))).toEqual({ status: 422, message: MSG.titleFetchFailed });
    // ...as is a name with any refused address among its answers.
    const mixed = { resolve: async () => ['93.184.216.34', '10.0.0.1'] };
    expect(await failure(fetchPageTitle(`http://mixed.example.com:${port}/named`, mixed))).toEqual({ status: 422, message: MSG.titleFetchFailed });
    // With loopback allowed, the request goes to the resolved address but names the host.
    let lookups = 0;
    const counting = { ...allowLocal, resolve: async () => (lookups++, ['127.0.0.1']) };
    hostHeaders.length = 0;
    expect(await fetchPageTitle(`http://site.example.com:${port}/named`, counting)).toBe('By name');
    expect(hostHeaders).toEqual([`site.example.com:${port}`]);
    expect(lookups, 'one resolution, reused for the connection').toBe(1);
  });

  it('reads at most 512 KB (a title after that is not found: 422)', async () => {
    routes['/late-title'] = html(`<html><head><script>${'x'.repeat(600 * 1024)}</script><title>Too late</title></head></html>`);
    expect(await failure(fetchPageTitle(`${base}/late-title`, allowLocal))).toEqual({ status: 422, message: MSG.titleFetchFailed });
    // An endless body is cut at the cap (the reader stops and closes the connection).
    routes['/endless'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'y'.repeat(64 * 1024);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    };
    const cut = await safeFetch(`${base}/endless`, { timeoutMs: 5000, maxBytes: 512 * 1024, maxRedirects: 3, isAllowedAddress: loopbackOnly });
    expect({ length: cut.body.length, truncated: cut.truncated }).toEqual({ length: 512 * 1024, truncated: true });
  });

  it('gives up after the time limit (504)', async () => {
    routes['/slow'] = () => undefined; // never answers
    const started = Date.now();
    expect(await failure(fetchPageTitle(`${base}/slow`, { ...allowLocal, timeoutMs: 200 }))).toEqual({ status: 504, message: MSG.titleFetchFailed });
    expect(Date.now() - started).toBeLessThan(2000);
    // A body that trickles past the limit counts too.
    routes['/trickle'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).write('<html><head>');
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 50);
    };
    expect(await failure(fetchPageTitle(`${base}/trickle`, { ...allowLocal, timeoutMs: 300 }))).toEqual({ status: 504, message: MSG.titleFetchFailed });
  });

  it('answers 422 for error statuses, non-HTML answers, pages without a title and unreachable hosts', async () => {
    routes['/json'] = html('{"title":"no"}', 'application/json');
    routes['/untitled'] = html('<html><head></head><body>hi</body></html>');
    routes['/blank-title'] = html('<title>   </title>');
    for (const path of ['/missing', '/json', '/untitled', '/blank-title'])
      expect(await failure(fetchPageTitle(`${base}${path}`, allowLocal)), path).toEqual({ status: 422, message: MSG.titleFetchFailed });
    const closed = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    expect(await failure(fetchPageTitle(`http://127.0.0.1:${closed}/`, allowLocal))).toEqual({ status: 422, message: MSG.titleFetchFailed });
    expect(
      await failure(
        fetchPageTitle('http://nowhere.invalid/', {
          resolve: async () => {
            throw new Error('ENOTFOUND');
          },
        }),
      ),
    ).toEqual({ status: 422, message: MSG.titleFetchFailed });
  });

  it('refuses loopback with the default policy (400) without connecting', async () => {
    hostHeaders.length = 0;
    expect(await failure(fetchPageTitle(`${base}/page`))).toEqual({ status: 422, message: MSG.titleFetchFailed });
    expect(await failure(fetchPageTitle(`http://[::ffff:127.0.0.1]:${port}/page`))).toEqual({ status: 422, message: MSG.titleFetchFailed });
    expect(hostHeaders).toEqual([]);
  });
});

describe('title parsing helpers', () => {
  it('falls back to og:title, ignores comments, caps at 200 characters', () => {
    expect(parseTitle('<meta property="og:title" content="Open &amp; Graph">')).toBe('Open & Graph');
    expect(parseTitle('<!-- <title>old</title> --><title>new</title>')).toBe('new');
    expect(parseTitle(`<title>${'a'.repeat(300)}</title>`)).toHaveLength(200);
    expect(parseTitle('<TITLE>Upper</TITLE>')).toBe('Upper');
    expect(parseTitle('no title here')).toBeNull();
  });

  it('takes control and bidi-override characters out of a title, raw or as entities (a link title may not hold them)', () => {
    expect(parseTitle('<title>Evil\u202Egnp.exe \u001b[31mred\u0000</title>')).toBe('Evilgnp.exe [31mred');
    expect(parseTitle('<title>&#x202E;Flip&#x2066;ped&#27;&#x85;too</title>')).toBe('Flipped too');
    expect(parseTitle('<title>&#8;&#x202D;</title>')).toBeNull();
  });

  it('decodes named and numeric entities, leaving unknown ones', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;&#65;&#x42;&copy;&unknown;&#0;')).toBe('&<>"\'AB©&unknown;\ufffd');
  });
});
