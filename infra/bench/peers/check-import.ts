/**
 * Whether an import from a peer brought every link over: read back through Kisa's API (code,
 * destination, title, clicks), by requesting Kisa's redirect of each, and in the mapping file.
 * Each check answers its failures as lines (empty: all good).
 */
import { request } from 'node:http';
import type { Link, LinkPage } from '@kisa/shared';
import { api, authorization } from '../bench-api.js';
import type { Runtime } from '../../local/runtime.js';

/** A link the peer holds, as the checks need it. */
export interface PeerLink {
  code: string;
  target: string;
  /** null: the peer has none (Kisa then names it by the host). */
  title: string | null;
  /** null: not checked (an import without history). */
  visits: number | null;
}

type Urls = Pick<Runtime, 'appUrl' | 'sesUrl'>;

/** Every link of the signed-in team, walked by cursor (100 a page). */
export async function kisaLinks(runtime: Urls): Promise<Link[]> {
  const all: Link[] = [];
  let cursor: string | undefined;
  do {
    const path = `/api/links?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    let res = await api<LinkPage>(runtime, 'GET', path);
    // A busy machine times a request out now and then: try a page up to 3 times.
    for (let tries = 1; res.status >= 500 && tries < 3; tries++) res = await api<LinkPage>(runtime, 'GET', path);
    if (res.status !== 200) throw new Error(`GET /api/links answered ${res.status}: ${JSON.stringify(res.body)}`);
    all.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return all;
}

const href = (url: string): string => new URL(url).href;

/** Each peer link is in Kisa once, with its code, destination, title and the peer's visit count as its clicks. */
export function checkLinks(peer: PeerLink[], kisa: Link[]): string[] {
  const failures: string[] = [];
  const byCode = new Map<string, Link[]>();
  for (const link of kisa) byCode.set(link.shortUrl, [...(byCode.get(link.shortUrl) ?? []), link]);
  if (kisa.length !== peer.length) failures.push(`Kisa holds ${kisa.length} links, the peer ${peer.length}`);
  for (const p of peer) {
    const found = byCode.get(p.code) ?? [];
    if (found.length !== 1) {
      failures.push(`${p.code}: ${found.length} links in Kisa, expected 1`);
      continue;
    }
    const k = found[0]!;
    if (k.longUrl !== href(p.target)) failures.push(`${p.code}: destination ${k.longUrl}, expected ${href(p.target)}`);
    if (p.title !== null && k.title !== p.title) failures.push(`${p.code}: title ${JSON.stringify(k.title)}, expected ${JSON.stringify(p.title)}`);
    if (p.visits !== null && k.totalClicks !== p.visits) failures.push(`${p.code}: ${k.totalClicks} clicks, the peer counted ${p.visits}`);
  }
  return failures;
}

/** GET {appUrl}/{code} as a browser: the Location Kisa answers (undefined unless 301/302/307/308). */
function redirectOf(appUrl: string, code: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(appUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path: `/${code}`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ...(res.headers.location ? { location: res.headers.location } : {}) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Kisa's short URL of each link sends the visitor to the peer's destination (8 at a time). */
export async function checkRedirects(runtime: Urls, peer: PeerLink[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < peer.length) {
        const p = peer[next++]!;
        const { status, location } = await redirectOf(runtime.appUrl, p.code);
        if (status < 300 || status > 308 || location !== href(p.target))
          failures.push(`${p.code}: Kisa answered ${status} → ${location}, expected ${href(p.target)}`);
      }
    }),
  );
  return failures;
}

/** One CSV line's cells (RFC 4180 quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

/** The import's mapping file as rows of header → cell. */
export async function mappingRows(runtime: Urls, importId: string): Promise<Record<string, string>[]> {
  const res = await fetch(`${runtime.appUrl}/api/imports/${importId}/mapping`, { headers: { authorization: authorization() } });
  if (res.status !== 200) throw new Error(`the mapping answered ${res.status}: ${await res.text()}`);
  const text = res.headers.get('content-type')?.includes('json') ? await (await fetch(((await res.json()) as { url: string }).url)).text() : await res.text();
  const [head, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = cells(head ?? '').map((h) => h.trim().toLowerCase());
  return lines.map((line) => Object.fromEntries(cells(line).map((v, i) => [names[i] ?? String(i), v])));
}

/** One mapping row per peer link, each naming a status; answers the rows counted by status and the failures. */
export function checkMapping(rows: Record<string, string>[], peer: PeerLink[]): { byStatus: Record<string, number>; failures: string[] } {
  const failures: string[] = [];
  const byStatus: Record<string, number> = {};
  for (const row of rows) {
    const status = row.status ?? '(no status column)';
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }
  if (rows.length !== peer.length) failures.push(`the mapping has ${rows.length} rows, the peer ${peer.length} links`);
  const text = JSON.stringify(rows);
  const missing = peer.filter((p) => !text.includes(`/${p.code}"`));
  if (missing.length) failures.push(`the mapping names no short URL ending /${missing[0]!.code} (and ${missing.length - 1} more)`);
  return { byStatus, failures };
}
