import { IMPORT_MSG, type TagList } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { getOnHost } from '#test-support/domains.js';
import { BITLY_TOKEN, bitlyDataSet, generatedCode, LAUNCH, springOf } from '#test-support/import-sources/bitly-data.js';
import { type BitlyStandIn, startBitlyStandIn } from '#test-support/import-sources/bitly-stand-in.js';
import { waitsAfterRateLimits } from '#test-support/import-sources/stand-in-server.js';
import { allLinks, closeStandIns, failedImport, ownerWithSource, runImport } from '#test-support/imports.js';

// A Bitly account's links, tags and clicks through the real run: preview, start, the worker's pages and history steps.
// Bitly's 1,000 requests an hour pace the run at 3.6 s a request, so the data set is small: two groups,
// the named links (a custom back-half among them), one generated link in each, an archived and a malformed one.

const data = (hosts: Hosts) => bitlyDataSet({ branded: hosts.branded, idn: hosts.idn, generatedA: 1, generatedB: 1 });
/** SPRING and its custom back-half `bahar`, LAUNCH, the IDN one, a generated link in each group. */
const READABLE = 6;

interface Hosts {
  branded: string;
  idn: string;
}

interface Account {
  owner: Session;
  hosts: Hosts;
  standIn: BitlyStandIn;
}

/** A team with its own Bitly account on its own (verified) hosts: a domain belongs to one team. */
async function account(tag: string): Promise<Account> {
  const id = randomBytes(4).toString('hex');
  const hosts = { branded: `go-${id}.example`, idn: `bağlantı-${id}.example` };
  return { hosts, ...(await ownerWithSource(tag, [hosts.branded, hosts.idn], () => startBitlyStandIn(data(hosts)))) };
}

const sum = (days: Record<string, number>) => Object.values(days).reduce((a, b) => a + b, 0);

let first: Account;

beforeAll(async () => {
  first = await account('bitly-import');
});
afterAll(closeStandIns);

describe('import from Bitly', () => {
  it('previews, imports every readable bitlink with tags and device redirects, bit.ly links onto the chosen domain, and clicks per day through a burst of 429s', async () => {
    const { owner, hosts, standIn } = first;
    const idnAscii = domainToASCII(hosts.idn);
    const clicks = standIn.data.clicks;
    const spring = springOf(hosts.branded);
    // The pages go through; then two 429s among the clicks requests, each asking for a 2 s wait.
    standIn.fault = { kind: 'rateLimited', path: /\/clicks$/, after: 1, times: 2, resetSeconds: 2 };
    const { preview, done } = await runImport(owner, { source: 'bitly', apiUrl: standIn.url, token: BITLY_TOKEN, domain: hosts.branded }, {}, 150_000);
    expect(preview.counts).toMatchObject({ links: READABLE, importable: READABLE, codeTaken: 0, invalidCode: 0, invalidTarget: 0, duplicate: 0 });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action, d.to])).toEqual(
      expect.arrayContaining([
        ['bit.ly', true, 2, 'move', hosts.branded],
        [hosts.branded, false, 3, 'keep', null],
        [idnAscii, false, 1, 'keep', null],
      ]),
    );
    expect(preview.domains).toHaveLength(3);
    const springClicks = sum(clicks[spring.id]!.days);
    const launchClicks = sum(clicks[LAUNCH.id]!.days);
    const g0 = `${hosts.branded}/${generatedCode(0)}`;
    const g0Clicks = sum(clicks[g0]!.days);
    expect(done.report).toMatchObject({ imported: READABLE, alreadyImported: 0, clicks: springClicks + launchClicks + g0Clicks });
    const waits = waitsAfterRateLimits(standIn.requests);
    expect(waits).toHaveLength(2);
    // X-RateLimit-Reset is the next whole second but one: at least a second away.
    for (const wait of waits) expect(wait, 'the next request waited for the reset X-RateLimit-Reset named').toBeGreaterThanOrEqual(1000);

    const links = await allLinks(owner);
    expect([...links.keys()].sort()).toEqual(
      [
        `${hosts.branded}/spring`,
        `${hosts.branded}/bahar`,
        `${hosts.branded}/${LAUNCH.id.split('/')[1]}`,
        g0,
        `${idnAscii}/merhaba`,
        `${hosts.branded}/${generatedCode(1)}`,
      ].sort(),
    );
    const ios = spring.deeplinks[0]!.install_url;
    const android = spring.deeplinks[1]!.install_url;
    for (const code of ['spring', 'bahar']) {
      const link = links.get(`${hosts.branded}/${code}`);
      expect(link).toMatchObject({ title: spring.title, longUrl: spring.long_url, redirects: { ios, android } });
      expect(link?.tags.map((t) => t.name)).toEqual(['kampanya', 'İstanbul']);
    }
    // The bitlink's clicks count every short URL of it: they go with the bitlink, not its custom back-half too.
    expect(links.get(`${hosts.branded}/spring`)?.totalClicks).toBe(springClicks);
    expect(links.get(`${hosts.branded}/bahar`)?.totalClicks).toBe(0);
    const launch = links.get(`${hosts.branded}/${LAUNCH.id.split('/')[1]}`);
    expect(launch).toMatchObject({ title: LAUNCH.title, longUrl: new URL(LAUNCH.long_url).href, totalClicks: launchClicks });
    expect(launch?.tags.map((t) => t.name)).toEqual(LAUNCH.tags);
    expect(links.get(g0)?.totalClicks).toBe(g0Clicks);
    expect(links.get(`${idnAscii}/merhaba`)).toMatchObject({ longUrl: new URL('https://örnek.com.tr/sayfa').href, totalClicks: 0, redirects: {} });

    const tags = await call<TagList>('GET', '/api/tags', { headers: owner.auth });
    expect(Object.fromEntries(tags.body.items.map((t) => [t.name, t.links]))).toEqual({ kampanya: 2, İstanbul: 2, إطلاق: 1, '🚀': 1, catalog: 1 });

    const redirect = await getOnHost(hosts.branded, '/bahar');
    expect([redirect.status, redirect.location]).toEqual([302, spring.long_url]);
    expect((await getOnHost(idnAscii, '/merhaba')).location).toBe(new URL('https://örnek.com.tr/sayfa').href);
  }, 180_000);

  it('imports nothing twice: a second run finds every link written', async () => {
    const { owner, standIn } = first;
    const { done } = await runImport(owner, { source: 'bitly', apiUrl: standIn.url, token: BITLY_TOKEN, domain: first.hosts.branded }, {}, 90_000);
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: READABLE, clicks: 0 });
    expect((await allLinks(owner)).size).toBe(READABLE);
  }, 120_000);

  it('fails at once when Bitly refuses the token', async () => {
    const { owner, standIn } = first;
    const failed = await failedImport(owner, { source: 'bitly', apiUrl: standIn.url, token: 'not-the-token' });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });
});
