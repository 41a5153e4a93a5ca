import type { Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { verifiedSession, type Session } from '@kisa/functions/src/test-support/accounts';
import { call } from '@kisa/functions/src/test-support/api';
import { waitForLogLines } from '@kisa/functions/src/test-support/click-log';
import { callFrom, freshAddress } from '@kisa/functions/src/test-support/from-address';
import { UA } from '@kisa/functions/src/test-support/user-agents';
import { beforeAll, describe, expect, it } from 'vitest';

// Integration: cookieless visitors through the test runtime's gateway, whose TRUSTED_PROXIES is
// 127.0.13.0/24 (test/global-setup.ts), clicks through the real queue and worker, counters read
// back through the links API. Same user agent throughout, no cookies: only the address tells
// the visitors apart (their id falls back to a hash of IP and user agent).

const PROXY = '127.0.13.1';
let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('proxied');
});

async function createLink(): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', {
    json: { longUrl: 'https://example.com/proxied', shortUrl: `p${randomBytes(5).toString('hex')}` },
    headers: owner.auth,
  });
  expect(created.status, `create: ${JSON.stringify(created.body)}`).toBe(201);
  return created.body;
}

/** A cookieless visit from `peer` (a loopback address) carrying this X-Forwarded-For. */
async function visitFrom(peer: string, link: Link, forwardedFor: string): Promise<void> {
  const res = await callFrom(peer, 'GET', `/${link.shortUrl}`, { headers: { 'user-agent': UA.desktop, 'x-forwarded-for': forwardedFor } });
  expect(res.status, `visit of ${link.shortUrl} from ${peer}`).toBe(302);
}

/** The addresses the worker logged for the link's clicks, and then its counters (the worker runs a moment behind). */
async function clicksOf(link: Link, clicks: number): Promise<{ ips: string[]; totalClicks: number; uniqueClicks: number }> {
  const lines = await waitForLogLines(
    (l) => l.linkId === link.id,
    (found) => found.length >= clicks,
  );
  const deadline = Date.now() + 15_000;
  let counters = (await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body;
  while (counters.totalClicks < clicks && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    counters = (await call<Link>('GET', `/api/links/${link.id}`, { headers: owner.auth })).body;
  }
  return { ips: lines.map((l) => String(l.ip)).sort(), totalClicks: counters.totalClicks, uniqueClicks: counters.uniqueClicks };
}

describe('visitors behind a reverse proxy (TRUSTED_PROXIES)', () => {
  it('counts two cookieless visitors behind a trusted proxy as two, each by the address the proxy forwarded', async () => {
    const link = await createLink();
    await visitFrom(PROXY, link, '203.0.113.10');
    await visitFrom(PROXY, link, '203.0.113.10');
    // A chain: the visitor's own (forged) entry, then what the proxies appended.
    await visitFrom(PROXY, link, '198.51.100.99, 203.0.113.11, 127.0.13.2');
    expect(await clicksOf(link, 3)).toEqual({ ips: ['203.0.113.10', '203.0.113.10', '203.0.113.11'], totalClicks: 3, uniqueClicks: 2 });
  });

  it('believes no X-Forwarded-For from an untrusted peer: a forged one does not split one visitor into two', async () => {
    const link = await createLink();
    const visitor = freshAddress();
    await visitFrom(visitor, link, '203.0.113.10');
    await visitFrom(visitor, link, '203.0.113.11');
    expect(await clicksOf(link, 2)).toEqual({ ips: [visitor, visitor], totalClicks: 2, uniqueClicks: 1 });
  });
});
