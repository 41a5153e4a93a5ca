import { IMPORT_MSG, IMPORT_SKIP_REASONS } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { getOnHost } from '#test-support/domains.js';
import { generatedRow, LAUNCH, SPRING, UNTITLED, YOURLS_SIGNATURE, yourlsDataSet } from '#test-support/import-sources/yourls-data.js';
import { startYourlsStandIn, type YourlsStandIn } from '#test-support/import-sources/yourls-stand-in.js';
import { allLinks, closeStandIns, failedImport, ownerWithSource, runImport } from '#test-support/imports.js';

// A YOURLS site's links through the real run: preview, start, the worker's pages; YOURLS gives no history.

/** 240 generated rows and the four named ones (SPRING, LAUNCH, SEHIR, UNTITLED); the rows without keyword or URL are unreadable. */
const GENERATED = 240;
const READ = GENERATED + 4;
/** `şehir` is no Kisa alias (letters outside A–Z): skipped as invalidCode. */
const IMPORTABLE = READ - 1;

interface Site {
  owner: Session;
  host: string;
  standIn: YourlsStandIn;
}

/** A team with its own YOURLS site on an IDN host (its own, verified: a domain belongs to one team). */
async function site(tag: string, generated = GENERATED): Promise<Site> {
  const unicode = `kısa-${randomBytes(4).toString('hex')}.example`;
  const host = domainToASCII(unicode);
  return { host, ...(await ownerWithSource(tag, [host], () => startYourlsStandIn(yourlsDataSet({ generated, site: `https://${unicode}` })))) };
}

let first: Site;

beforeAll(async () => {
  first = await site('yourls-import');
});
afterAll(closeStandIns);

describe('import from YOURLS', () => {
  it('previews and imports every readable link on the site’s own host, with its title and creation time', async () => {
    const { owner, host, standIn } = first;
    const { preview, done } = await runImport(owner, { source: 'yourls', apiUrl: standIn.siteUrl, token: YOURLS_SIGNATURE });
    expect(preview.counts).toMatchObject({ links: READ, importable: IMPORTABLE, invalidCode: 1, codeTaken: 0, invalidTarget: 0, duplicate: 0 });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action])).toEqual([[host, false, READ, 'keep']]);
    expect(done.report).toMatchObject({ imported: IMPORTABLE, alreadyImported: 0 });
    expect(done.report?.skipped).toEqual([{ reason: 'invalidCode', message: IMPORT_SKIP_REASONS.invalidCode, count: 1 }]);
    // The signature went in the query of every request, and no other credential.
    expect(standIn.requests.every((r) => r.query.get('signature') === YOURLS_SIGNATURE && r.query.get('action') === 'stats')).toBe(true);

    const links = await allLinks(owner);
    expect(links.size).toBe(IMPORTABLE);
    expect(links.get(`${host}/bahar`)).toMatchObject({ title: SPRING.title, longUrl: SPRING.url, createdAt: '2026-03-01T09:30:00.000Z' });
    // YOURLS keeps no dated history: each link's clicks so far go on its counters (never as analytics days).
    expect(links.get(`${host}/bahar`)).toMatchObject({ totalClicks: Number(SPRING.clicks), uniqueClicks: 0 });
    expect(done.report?.clicks).toBe([...links.values()].reduce((n, l) => n + l.totalClicks, 0));
    expect(links.get(`${host}/launch`)).toMatchObject({ title: LAUNCH.title, longUrl: new URL(LAUNCH.url).href });
    expect(links.get(`${host}/plain`)?.title).not.toBe(UNTITLED.url);
    const g7 = generatedRow(7);
    expect(links.get(`${host}/${g7.keyword}`)).toMatchObject({ title: 'Product 7', longUrl: 'https://acme.example/p/7' });
    expect(links.has(`${host}/şehir`)).toBe(false);

    const redirect = await getOnHost(host, '/bahar');
    expect([redirect.status, redirect.location]).toEqual([302, SPRING.url]);
  });

  it('imports nothing twice: a second run finds every link written', async () => {
    const { owner, standIn } = first;
    const { done } = await runImport(owner, { source: 'yourls', apiUrl: standIn.siteUrl, token: YOURLS_SIGNATURE });
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: IMPORTABLE });
    expect((await allLinks(owner)).size).toBe(IMPORTABLE);
  });

  it('fails at once when the site refuses the signature', async () => {
    const { owner, standIn } = first;
    const failed = await failedImport(owner, { source: 'yourls', apiUrl: standIn.url, token: 'not-the-signature' });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });

  it('waits out a burst of 429s between pages and still brings every link', async () => {
    // 1,100 rows: two pages of 1,000; the second is refused twice.
    const { owner, standIn } = await site('yourls-import-429', 1100);
    standIn.fault = { kind: 'rateLimited', after: 1, times: 2, retryAfterSeconds: 1 };
    const { done } = await runImport(owner, { source: 'yourls', apiUrl: standIn.url, token: YOURLS_SIGNATURE }, {}, 150_000);
    expect(done.report).toMatchObject({ imported: 1100 + 4 - 1 });
    expect(standIn.requests.map((r) => `${r.status} ${r.query.get('start')}`)).toEqual(['200 0', '429 1000', '429 1000', '200 1000']);
    const [, a, b, c] = standIn.requests.map((r) => r.at) as [number, number, number, number];
    expect([b - a >= 1000, c - b >= 1000], 'each retry waited the second Retry-After asked').toEqual([true, true]);
  }, 180_000);
});
