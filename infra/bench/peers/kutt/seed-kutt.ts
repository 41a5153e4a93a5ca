/**
 * Seeds a running Kutt through its own API v2, as its users would: two custom domains (one an
 * IDN), N links with custom codes (every 100th left to Kutt's generator), titles and targets in
 * several scripts, then visits by requesting short URLs as a browser would, so Kutt counts them.
 * Answers what it made: each link's code, domain, target, title and visit count.
 */
import { request } from 'node:http';
import type { KuttPeer } from './kutt-peer.js';
import { kuttApi } from './kutt-peer.js';

export interface SeededLink {
  /** Kutt's id (uuid). */
  id: string;
  code: string;
  /** The custom domain as Kutt stores it (ASCII); null: Kutt's own host. */
  domain: string | null;
  target: string;
  title: string | null;
  visits: number;
}

/** The custom domains: typed as a user would, stored by Kutt in ASCII. */
export const KUTT_DOMAINS = ['links.example.org', 'go.bücher.example'] as const;
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const LANES = 8;

/** Link i of a data set: custom codes start `o-` (Kutt's generator never makes an `o`), so no generated code can clash with one. */
export function linkSpec(i: number): { customurl?: string; target: string; description?: string; domain?: string; visits: number } {
  const target =
    i % 7 === 1
      ? `https://bücher.example/İstanbul/${i}?q=ılık`
      : i % 11 === 2
        ? `https://example.org/مرحبا/${i}`
        : i % 13 === 3
          ? `https://example.net/${i}?tag=🚀&lang=tr`
          : `https://example.com/p/${i}?utm_source=kutt`;
  const description =
    i % 3 === 0 ? undefined : i % 6 === 1 ? `İstanbul ılık ${i} 🌙` : i % 6 === 2 ? `رابط ${i} — مرحبا` : i % 6 === 4 ? `Link ${i} 🚀` : `Link ${i}`;
  const domain = i % 10 === 5 ? KUTT_DOMAINS[0] : i % 10 === 8 ? KUTT_DOMAINS[1] : undefined;
  const customurl = i % 100 === 99 ? undefined : i % 4 === 1 ? `o-${i}_x` : `o-${i}`;
  return { customurl, target, description, domain, visits: i % 9 === 0 ? 1 + (i % 4) : 0 };
}

async function inLanes<T>(count: number, lanes: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

/** GET a short URL as a browser would (Host names the domain); answers the Location. */
function visit(peer: KuttPeer, host: string, code: string): Promise<string | undefined> {
  const { hostname, port } = new URL(peer.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: `/${code}`, headers: { host, 'user-agent': UA, accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 302 ? resolve(res.headers.location) : reject(new Error(`visit ${host}/${code} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

interface KuttLink {
  id: string;
  address: string;
  domain: string | null;
  target: string;
  description: string | null;
  visit_count: number;
}

/** Every link of the key's user, through the paged list (50 a page, Kutt's most). */
export async function listKuttLinks(peer: KuttPeer): Promise<KuttLink[]> {
  const all: KuttLink[] = [];
  for (let skip = 0; ; skip += 50) {
    const page = await kuttApi<{ total: number; data: KuttLink[] }>(peer, 'GET', `/links?limit=50&skip=${skip}`);
    all.push(...page.data);
    if (page.data.length < 50 || all.length >= page.total) return all;
  }
}

export async function seedKutt(peer: KuttPeer, n: number, log: (line: string) => void): Promise<SeededLink[]> {
  const started = Date.now();
  const domains = new Map<string, string>();
  for (const address of KUTT_DOMAINS) {
    const made = await kuttApi<{ address: string }>(peer, 'POST', '/domains', { address });
    domains.set(address, made.address);
  }
  const links = await inLanes(n, LANES, async (i) => {
    const spec = linkSpec(i);
    const made = await kuttApi<KuttLink>(peer, 'POST', '/links', {
      target: spec.target,
      ...(spec.customurl ? { customurl: spec.customurl } : {}),
      ...(spec.description ? { description: spec.description } : {}),
      // Kutt finds a domain by the ASCII address it stored, not as typed.
      ...(spec.domain ? { domain: domains.get(spec.domain) } : {}),
    });
    const link: SeededLink = {
      id: made.id,
      code: made.address,
      domain: spec.domain ? domains.get(spec.domain)! : null,
      target: made.target,
      title: made.description,
      visits: spec.visits,
    };
    if ((made.domain ?? null) !== link.domain) throw new Error(`Kutt put ${link.code} on ${made.domain}, not ${link.domain}`);
    return link;
  });
  const linksDone = Date.now();
  log(
    `seeded ${n} links through Kutt's API in ${((linksDone - started) / 1000).toFixed(1)} s (${Math.round(n / ((linksDone - started) / 1000))} links/s, ${LANES} lanes)`,
  );

  const visits = links.flatMap((l) => Array.from({ length: l.visits }, () => l));
  await inLanes(visits.length, LANES, async (i) => {
    const l = visits[i]!;
    const location = await visit(peer, l.domain ?? peer.defaultDomain, l.code);
    // Express percent-encodes the Location: compare the decoded URL.
    if (!location || decodeURI(location) !== l.target) throw new Error(`Kutt sent ${l.code} to ${location}, expected ${l.target}`);
  });
  // Kutt records a visit after answering it: wait until every one is counted.
  const expected = visits.length;
  for (let counted = -1; ; ) {
    const listed = await listKuttLinks(peer);
    counted = listed.reduce((sum, l) => sum + l.visit_count, 0);
    if (counted === expected && listed.length === n) break;
    if (Date.now() - linksDone > 120_000) throw new Error(`Kutt counted ${counted} visits on ${listed.length} links, expected ${expected} on ${n}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`visited ${links.filter((l) => l.visits > 0).length} links ${expected} times (counted by Kutt) in ${((Date.now() - linksDone) / 1000).toFixed(1)} s`);
  return links;
}
