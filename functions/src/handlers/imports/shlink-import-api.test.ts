import { IMPORT_MSG, IMPORT_SKIP_REASONS, type Link, type TagList } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { getOnHost } from '#test-support/domains.js';
import { type ShlinkDataSet, generatedShortUrl, IDN, LAUNCH, SHLINK_API_KEY, SPRING, shlinkDataSet } from '#test-support/import-sources/shlink-data.js';
import { type ShlinkStandIn, shlinkKey, startShlinkStandIn } from '#test-support/import-sources/shlink-stand-in.js';
import { waitsAfterRateLimits } from '#test-support/import-sources/stand-in-server.js';
import { allLinks, closeStandIns, failedImport, ownerWithSource, runImport } from '#test-support/imports.js';

// A Shlink server's links, tags and visits through the real run: preview, start, the worker's pages and history steps.

/** 240 generated short URLs and the named ones; every 40th has 41 days of visits. */
const GENERATED = 240;
/** LAUNCH, IDN, GONE and SPRING besides the generated ones; the two malformed ones are unreadable. */
const READABLE = GENERATED + 4;
/** One generated link's code is taken on its host in Kisa already. */
const TAKEN = generatedShortUrl(1).shortCode as string;

interface Server {
  owner: Session;
  hosts: { defaultDomain: string; branded: string; idn: string };
  set: ShlinkDataSet;
  standIn: ShlinkStandIn;
}

/** A team with its own Shlink server on its own (verified) hosts: a domain belongs to one team. */
async function server(tag: string): Promise<Server> {
  const id = randomBytes(4).toString('hex');
  const hosts = { defaultDomain: `sh-${id}.example`, branded: `go-${id}.example`, idn: `bağlantı-${id}.example` };
  const set = shlinkDataSet({ generated: GENERATED, visitsEvery: 40, hosts });
  return { hosts, set, ...(await ownerWithSource(tag, [hosts.defaultDomain, hosts.branded, hosts.idn], () => startShlinkStandIn(set.data))) };
}

const sum = (days: Record<string, number>) => Object.values(days).reduce((a, b) => a + b, 0);

let first: Server;

beforeAll(async () => {
  first = await server('shlink-import');
});
afterAll(closeStandIns);

describe('import from Shlink', () => {
  it('previews, imports every readable link on its own hosts with tags, device redirects and limits, and its visits as daily clicks', async () => {
    const { owner, hosts, set, standIn } = first;
    const idnAscii = domainToASCII(hosts.idn);
    const taken = await call<Link>('POST', '/api/links', {
      headers: owner.auth,
      json: { longUrl: 'https://example.com/mine', shortUrl: TAKEN, domain: hosts.defaultDomain },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const { preview, done } = await runImport(owner, { source: 'shlink', apiUrl: standIn.url, token: SHLINK_API_KEY });
    expect(preview.counts).toMatchObject({ links: READABLE, importable: READABLE - 1, codeTaken: 1, invalidCode: 0, invalidTarget: 0, duplicate: 0 });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action])).toEqual([
      [hosts.defaultDomain, false, 162, 'keep'],
      [hosts.branded, false, 81, 'keep'],
      [idnAscii, false, 1, 'keep'],
    ]);
    const withHistory = Object.values(set.expected);
    expect(done.report).toMatchObject({ imported: READABLE - 1, alreadyImported: 0, clicks: withHistory.reduce((a, h) => a + sum(h.days), 0) });
    expect(done.report?.skipped).toEqual([{ reason: 'codeTaken', message: IMPORT_SKIP_REASONS.codeTaken, count: 1 }]);

    const links = await allLinks(owner);
    expect(links.size).toBe(READABLE);
    expect(links.get(`${hosts.defaultDomain}/${TAKEN}`)?.longUrl).toBe('https://example.com/mine');
    const spring = links.get(`${hosts.branded}/spring`);
    expect(spring).toMatchObject({
      title: SPRING.title,
      longUrl: SPRING.longUrl,
      redirects: { ios: SPRING.deviceLongUrls.ios, android: SPRING.deviceLongUrls.android },
      expiry: { date: '2026-12-31', maxClicks: 5000 },
      totalClicks: sum(set.expected[shlinkKey(hosts.branded, 'spring')]!.days),
    });
    expect(spring?.tags.map((t) => t.name)).toEqual(['kampanya', 'İstanbul']);
    const launch = links.get(`${hosts.defaultDomain}/${LAUNCH.shortCode}`);
    expect(launch).toMatchObject({
      title: LAUNCH.title,
      longUrl: new URL(LAUNCH.longUrl).href,
      redirects: { ios: 'https://apps.apple.com/app/id777', android: 'https://play.google.com/store/apps/details?id=com.acme.launch' },
      totalClicks: sum(set.expected[shlinkKey(null, LAUNCH.shortCode)]!.days),
    });
    expect(links.get(`${idnAscii}/${IDN.shortCode}`)).toMatchObject({ longUrl: new URL(IDN.longUrl).href, totalClicks: 0 });
    const g40 = generatedShortUrl(40);
    expect(links.get(`${hosts.defaultDomain}/${g40.shortCode}`)?.totalClicks).toBe(sum(set.expected[shlinkKey(null, g40.shortCode as string)]!.days));
    expect(links.get(`${hosts.defaultDomain}/gone`)?.totalClicks).toBe(0);

    const tags = await call<TagList>('GET', '/api/tags', { headers: owner.auth });
    expect(Object.fromEntries(tags.body.items.map((t) => [t.name, t.links]))).toEqual({ kampanya: 1, İstanbul: 1, إطلاق: 1, '🚀': 1, catalog: 48 });

    const redirect = await getOnHost(hosts.branded, '/spring');
    expect([redirect.status, redirect.location]).toEqual([302, SPRING.longUrl]);
    expect((await getOnHost(idnAscii, `/${IDN.shortCode}`)).location).toBe(new URL(IDN.longUrl).href);
  });

  it('imports nothing twice: a second run finds every link written', async () => {
    const { owner, standIn } = first;
    const { done } = await runImport(owner, { source: 'shlink', apiUrl: standIn.url, token: SHLINK_API_KEY });
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: READABLE - 1, clicks: 0 });
    expect((await allLinks(owner)).size).toBe(READABLE);
  });

  it('fails at once when the server refuses the key', async () => {
    const { owner, standIn } = first;
    const failed = await failedImport(owner, { source: 'shlink', apiUrl: standIn.url, token: 'not-the-key' });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });

  it('waits out a burst of 429s mid-run and still brings every link and click', async () => {
    const { owner, set, standIn } = await server('shlink-import-429');
    // The page and the redirect rules go through; then three 429s among the visits.
    standIn.fault = { kind: 'rateLimited', after: 3, times: 3, retryAfterSeconds: 1 };
    const { done } = await runImport(owner, { source: 'shlink', apiUrl: standIn.url, token: SHLINK_API_KEY });
    expect(done.report).toMatchObject({ imported: READABLE, clicks: Object.values(set.expected).reduce((a, h) => a + sum(h.days), 0) });
    const waits = waitsAfterRateLimits(standIn.requests);
    expect(waits).toHaveLength(3);
    for (const wait of waits) expect(wait, 'the next request waited the second Retry-After asked').toBeGreaterThanOrEqual(1000);
  });
});
