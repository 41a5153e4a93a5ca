import { IMPORT_MSG } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { getOnHost } from '#test-support/domains.js';
import { dailyClicks, kuttData, kuttUuid } from '#test-support/import-sources/kutt-data.js';
import { type KuttStandIn, startKuttStandIn } from '#test-support/import-sources/kutt-stand-in.js';
import { waitsAfterRateLimits } from '#test-support/import-sources/stand-in-server.js';
import { allLinks, closeStandIns, failedImport, ownerWithSource, runImport } from '#test-support/imports.js';

// A self-hosted Kutt server's links and stats through the real run: preview, start, the worker's pages and history steps.

/** 262 items: the banned link and the malformed item are unreadable. */
const READABLE = 260;
/** k6 … k9 are shorter than a Kisa alias may be. */
const IMPORTABLE = READABLE - 4;
/** Visits: the 45-day link, the 400-day one (169 with those before Kutt's year), and k10's 4. */
const CLICKS = Array.from({ length: 45 }, (_, d) => dailyClicks(d)).reduce((a, b) => a + b, 0) + 169 + 4;

interface Server {
  owner: Session;
  hosts: { defaultDomain: string; branded: string; idn: string };
  standIn: KuttStandIn;
}

/** A team with its own Kutt server, whose default domain and branded domains are the team's (verified) hosts. */
async function server(tag: string): Promise<Server> {
  const id = randomBytes(4).toString('hex');
  const hosts = { defaultDomain: `ku-${id}.example`, branded: `go-${id}.example`, idn: `bağlantı-${id}.example` };
  const standIn = () => startKuttStandIn(kuttData({ defaultDomain: hosts.defaultDomain, branded: hosts.branded, idn: hosts.idn }));
  return { hosts, ...(await ownerWithSource(tag, [hosts.defaultDomain, hosts.branded, hosts.idn], standIn)) };
}

let first: Server;

beforeAll(async () => {
  first = await server('kutt-import');
});
afterAll(closeStandIns);

describe('import from Kutt', () => {
  it("previews, imports every readable link on the server's hosts, and its stats as daily clicks summing to each visit count", async () => {
    const { owner, hosts, standIn } = first;
    const idn = domainToASCII(hosts.idn);
    const { preview, done } = await runImport(owner, { source: 'kutt', apiUrl: standIn.url, token: standIn.data.apiKey });
    expect(preview.counts).toMatchObject({ links: READABLE, importable: IMPORTABLE, tags: 0, codeTaken: 0, invalidCode: 4, invalidTarget: 0, duplicate: 0 });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action]).sort()).toEqual(
      [
        [hosts.branded, false, 130, 'keep'],
        [hosts.defaultDomain, false, 129, 'keep'],
        [idn, false, 1, 'keep'],
      ].sort(),
    );
    expect(done.report).toMatchObject({ imported: IMPORTABLE, alreadyImported: 0, clicks: CLICKS });
    expect(done.report?.skipped).toEqual([expect.objectContaining({ reason: 'invalidCode', count: 4 })]);

    const links = await allLinks(owner);
    expect(links.size).toBe(IMPORTABLE);
    expect(links.get(`${hosts.branded}/istanbul`)).toMatchObject({
      title: 'İstanbul ışıkları — Işıl ışıl',
      longUrl: new URL('https://example.com/tr?kaynak=kısa').href,
      totalClicks: CLICKS - 169 - 4,
    });
    expect(links.get(`${idn}/arabi`)).toMatchObject({ title: 'رابط عربي للتجربة', expiry: { date: '2026-12-31' } });
    expect(links.get(`${hosts.defaultDomain}/party`)).toMatchObject({ title: '🎉 Lansman', totalClicks: 169 });
    expect(links.get(`${hosts.defaultDomain}/k11`)?.totalClicks).toBe(0);
    expect(links.has(`${hosts.defaultDomain}/k7`)).toBe(false);
    expect(links.has(`${hosts.defaultDomain}/banned`)).toBe(false);

    const redirect = await getOnHost(hosts.branded, '/istanbul');
    expect([redirect.status, redirect.location]).toEqual([302, new URL('https://example.com/tr?kaynak=kısa').href]);
    expect((await getOnHost(hosts.defaultDomain, '/k11')).location).toBe('https://example.com/page/11');
    expect(standIn.requests.every((r) => r.headers['x-api-key'] === standIn.data.apiKey)).toBe(true);
    // Only links with visits had their stats asked.
    expect(
      standIn.requests
        .filter((r) => r.path.endsWith('/stats'))
        .map((r) => r.path.split('/')[4])
        .sort(),
    ).toEqual([kuttUuid(1), kuttUuid(3), kuttUuid(10)].sort());
  });

  it('imports nothing twice: a second run finds every link written', async () => {
    const { owner, standIn } = first;
    const { done } = await runImport(owner, { source: 'kutt', apiUrl: standIn.url, token: standIn.data.apiKey });
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: IMPORTABLE });
    expect((await allLinks(owner)).size).toBe(IMPORTABLE);
  });

  it('fails at once when the server refuses the key', async () => {
    const { owner, standIn } = first;
    const failed = await failedImport(owner, { source: 'kutt', apiUrl: standIn.url, token: 'not-the-key' });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });

  it('waits out a burst of 429s mid-run and still brings every link and click', async () => {
    const { owner, standIn } = await server('kutt-import-429');
    // Two pages go through; then three 429s (express-rate-limit's, a second to wait).
    standIn.fault = { kind: 'rateLimited', after: 2, times: 3, resetSeconds: 1 };
    const { done } = await runImport(owner, { source: 'kutt', apiUrl: standIn.url, token: standIn.data.apiKey });
    expect(done.report).toMatchObject({ imported: IMPORTABLE, clicks: CLICKS });
    const waits = waitsAfterRateLimits(standIn.requests);
    expect(waits).toHaveLength(3);
    for (const wait of waits) expect(wait, 'the next request waited the second Retry-After asked').toBeGreaterThanOrEqual(1000);
  });
});
