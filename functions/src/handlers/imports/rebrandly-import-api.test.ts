import { IMPORT_MSG, type TagList } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { getOnHost } from '#test-support/domains.js';
import { type RebrandlyStandIn, rebrandlyDataSet, startRebrandlyStandIn } from '#test-support/import-sources/rebrandly-stand-in.js';
import { allLinks, closeStandIns, failedImport, ownerWithSource, runImport } from '#test-support/imports.js';

// A Rebrandly account's links and tags through the real run: preview, start, the worker's pages.
// Rebrandly's API keeps lifetime totals only: no daily history comes, each link's total goes on its counters.
// 30 links (two pages of 25 with a deleted and a malformed one): every tenth on rebrand.ly, which move onto
// the team's domain, two on an IDN domain.

const LINKS = 30;

interface Hosts {
  branded: string;
  idn: string;
}

let owner: Session;
let hosts: Hosts;
let idnAscii: string;
let standIn: RebrandlyStandIn;

beforeAll(async () => {
  const id = randomBytes(4).toString('hex');
  hosts = { branded: `rb-${id}.example`, idn: `bağlantı-rb-${id}.example` };
  idnAscii = domainToASCII(hosts.idn);
  const start = () => startRebrandlyStandIn(rebrandlyDataSet({ token: 'rb-key-7f3a', branded: hosts.branded, idn: hosts.idn, links: LINKS }));
  ({ owner, standIn } = await ownerWithSource('rebrandly-import', [hosts.branded, hosts.idn], start, 'Rebrandly Importer'));
});
afterAll(closeStandIns);

describe('import from Rebrandly', () => {
  it('previews, imports every readable link with its title, date and tags, rebrand.ly links onto the chosen domain, through a burst of 429s', async () => {
    const source = standIn.data.links.filter((l) => l.status === 'active' && typeof l.destination === 'string');
    expect(source).toHaveLength(LINKS);
    // The list goes through; then two 429s among the tags requests, each asking to wait until the window resets.
    standIn.fault = { kind: 'rateLimited', path: /\/tags$/, after: 4, times: 2, resetSeconds: 1 };
    const body = { source: 'rebrandly' as const, apiUrl: standIn.url, token: standIn.data.token, domain: hosts.branded };
    const { preview, done } = await runImport(owner, body, {}, 90_000);
    expect(preview.counts).toEqual({
      links: LINKS,
      importable: LINKS,
      tags: 3,
      codeTaken: 0,
      invalidCode: 0,
      invalidTarget: 0,
      blockedTarget: 0,
      duplicate: 0,
    });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action, d.to])).toEqual(
      expect.arrayContaining([
        ['rebrand.ly', true, 3, 'move', hosts.branded],
        [hosts.branded, false, 25, 'keep', null],
        [idnAscii, false, 2, 'keep', null],
      ]),
    );
    expect(preview.domains).toHaveLength(3);
    const lifetime = source.reduce((a, l) => a + Number(l.clicks), 0);
    expect(done.report).toEqual({ imported: LINKS, alreadyImported: 0, newCodes: 0, clicks: lifetime, skipped: [] });
    expect(standIn.requests.filter((r) => r.status === 429)).toHaveLength(2);
    expect(standIn.requests.every((r) => r.headers.apikey === standIn.data.token)).toBe(true);

    const links = await allLinks(owner);
    const hostOf = (l: Record<string, unknown>) => ((l.domain as { fullName: string }).fullName === hosts.idn ? idnAscii : hosts.branded);
    const expected = source.map((l) => `${hostOf(l)}/${l.slashtag}`);
    expect([...links.keys()].sort()).toEqual(expected.sort());
    expect(links.get(`${hosts.branded}/Yaz_Indirimi`)).toMatchObject({
      longUrl: 'https://www.acme.example/pages/0?ref=rb',
      title: "İstanbul'da ılık bir gün",
      createdAt: '2026-09-30T12:00:00.000Z',
      totalClicks: 0,
    });
    expect(links.get(`${hosts.branded}/Yaz_Indirimi`)?.tags.map((t) => t.name)).toEqual(['kampanya-İç', '🎉 launch']);
    expect(links.get(`${hosts.branded}/spring-1`)).toMatchObject({ title: 'رابط الحملة الصيفية', tags: [] });
    expect(links.get(`${hosts.branded}/spring-2`)?.title).toBe('🚀 Launch day');
    expect(links.get(`${idnAscii}/spring-3`)?.tags.map((t) => t.name)).toEqual(['promo']);

    const tags = await call<TagList>('GET', '/api/tags', { headers: owner.auth });
    expect(Object.fromEntries(tags.body.items.map((t) => [t.name, t.links]))).toEqual({ 'kampanya-İç': 4, promo: 6, '🎉 launch': 5 });

    const onBranded = await getOnHost(hosts.branded, '/spring-1');
    expect([onBranded.status, onBranded.location]).toEqual([302, 'https://www.acme.example/pages/1?ref=rb']);
    expect((await getOnHost(idnAscii, '/spring-3')).location).toBe('https://www.acme.example/pages/3?ref=rb');
  }, 120_000);

  it('imports nothing twice: a second run finds every link written', async () => {
    const { done } = await runImport(owner, { source: 'rebrandly', apiUrl: standIn.url, token: standIn.data.token, domain: hosts.branded }, {}, 90_000);
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: LINKS, clicks: 0 });
    expect((await allLinks(owner)).size).toBe(LINKS);
  }, 120_000);

  it('fails at once when Rebrandly refuses the key', async () => {
    const failed = await failedImport(owner, { source: 'rebrandly', apiUrl: standIn.url, token: 'not-the-key' });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });
});
