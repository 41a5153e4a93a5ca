import { IMPORT_MSG, type TagList } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { getOnHost } from '#test-support/domains.js';
import { DUB_TOKEN, dailyClicks, dubData } from '#test-support/import-sources/dub-data.js';
import { type DubStandIn, startDubStandIn } from '#test-support/import-sources/dub-stand-in.js';
import { waitsAfterRateLimits } from '#test-support/import-sources/stand-in-server.js';
import { allLinks, closeStandIns, failedImport, ownerWithSource, runImport } from '#test-support/imports.js';

// A Dub workspace's links, tags and clicks through the real run: preview, start, the worker's pages and history steps.

/** 275 items: the disabled link, a domain's _root and the malformed item are unreadable. */
const READABLE = 272;
/** d9 is shorter than a Kisa alias may be. */
const IMPORTABLE = READABLE - 1;
/** The 200-day link's clicks and the fresh link's 5. */
const CLICKS = Array.from({ length: 200 }, (_, d) => dailyClicks(d)).reduce((a, b) => a + b, 0) + 5;

interface Workspace {
  owner: Session;
  hosts: { branded: string; idn: string; moveTo: string };
  standIn: DubStandIn;
}

/** A team with its Dub workspace's branded hosts verified, and a domain of its own for the links on dub.sh. */
async function workspace(tag: string): Promise<Workspace> {
  const id = randomBytes(4).toString('hex');
  const hosts = { branded: `go-${id}.example`, idn: `bağlantı-${id}.example`, moveTo: `dm-${id}.example` };
  const standIn = () => startDubStandIn(dubData({ branded: hosts.branded, idn: hosts.idn }));
  return { hosts, ...(await ownerWithSource(tag, [hosts.branded, hosts.idn, hosts.moveTo], standIn)) };
}

const run = (w: Workspace, token = DUB_TOKEN) => runImport(w.owner, { source: 'dub', apiUrl: w.standIn.url, token, domain: w.hosts.moveTo });

let first: Workspace;

beforeAll(async () => {
  first = await workspace('dub-import');
});
afterAll(closeStandIns);

describe('import from Dub', () => {
  it('previews, imports every readable link of every folder with tags, expiry, password and device redirects, and its clicks day by day', async () => {
    const { owner, hosts } = first;
    const idn = domainToASCII(hosts.idn);
    const { preview, done } = await run(first);
    expect(preview.counts).toMatchObject({ links: READABLE, importable: IMPORTABLE, tags: 3, codeTaken: 0, invalidCode: 1, invalidTarget: 0, duplicate: 0 });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action]).sort()).toEqual(
      [
        ['dub.sh', true, 144, 'move'],
        [hosts.branded, false, 127, 'keep'],
        [idn, false, 1, 'keep'],
      ].sort(),
    );
    expect(preview.domains.find((d) => d.host === 'dub.sh')?.to).toBe(hosts.moveTo);
    expect(done.report).toMatchObject({ imported: IMPORTABLE, alreadyImported: 0, clicks: CLICKS });
    expect(done.report?.skipped).toEqual([expect.objectContaining({ reason: 'invalidCode', count: 1 })]);

    const links = await allLinks(owner);
    expect(links.size).toBe(IMPORTABLE);
    const istanbul = links.get(`${hosts.branded}/istanbul`);
    expect(istanbul).toMatchObject({ title: 'İstanbul ışıkları — Işıl ışıl', totalClicks: CLICKS - 5 });
    expect(istanbul?.tags.map((t) => t.name)).toEqual(['Kampanya', 'İndirim']);
    expect(links.get(`${idn}/arabi`)).toMatchObject({
      title: 'رابط عربي للتجربة',
      password: { enabled: true },
      expiry: { date: '2027-01-31', url: 'https://example.com/bitti' },
    });
    expect(links.get(`${hosts.moveTo}/party`)).toMatchObject({
      title: '🎉 Lansman',
      longUrl: new URL('https://example.com/🎉?utm_source=dub&utm_medium=social').href,
      redirects: { ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/store/apps/details?id=a' },
    });
    expect(links.get(`${hosts.moveTo}/fresh`)?.totalClicks).toBe(5);
    expect(links.has(`${hosts.moveTo}/old`)).toBe(true);
    expect(links.has(`${hosts.moveTo}/kl-261`)).toBe(true);
    expect(links.has(`${hosts.moveTo}/off`)).toBe(false);

    const tags = await call<TagList>('GET', '/api/tags', { headers: owner.auth });
    expect(Object.fromEntries(tags.body.items.map((t) => [t.name, t.links]))).toEqual({ Kampanya: 1, İndirim: 1, Klasör: 15 });

    const redirect = await getOnHost(hosts.branded, '/istanbul');
    expect([redirect.status, redirect.location]).toEqual([302, new URL('https://example.com/tr?kaynak=kısa').href]);
    expect((await getOnHost(hosts.moveTo, '/d10')).location).toBe('https://example.com/p/10');
  });

  it('imports nothing twice: a second run finds every link written', async () => {
    const { done } = await run(first);
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: IMPORTABLE });
    expect((await allLinks(first.owner)).size).toBe(IMPORTABLE);
  });

  it('fails at once when Dub refuses the key', async () => {
    const failed = await failedImport(first.owner, { source: 'dub', apiUrl: first.standIn.url, token: 'dub_not_the_key', domain: first.hosts.moveTo });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });

  it('waits out a burst of 429s mid-run (their reset in epoch ms) and still brings every link and click', async () => {
    const w = await workspace('dub-import-429');
    // The folders and two pages go through; then three 429s a second long.
    w.standIn.fault = { kind: 'rateLimited', after: 3, times: 3, resetSeconds: 1 };
    const { done } = await run(w);
    expect(done.report).toMatchObject({ imported: IMPORTABLE, clicks: CLICKS });
    const waits = waitsAfterRateLimits(w.standIn.requests);
    expect(waits).toHaveLength(3);
    for (const wait of waits) expect(wait, 'the next request waited until the reset').toBeGreaterThanOrEqual(900);
  });
});
