import { IMPORT_MSG, type TagList } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { getOnHost } from '#test-support/domains.js';
import { SHORTIO_SHARED_HOST, type ShortioStandIn, shortioDataSet, startShortioStandIn } from '#test-support/import-sources/shortio-stand-in.js';
import { allLinks, closeStandIns, failedImport, mappingRows, ownerWithSource, runImport } from '#test-support/imports.js';

// A Short.io account's links, tags and daily clicks through the real run: preview, start, the
// worker's pages and history steps. Three domains (12 links on the branded one, with an archived and
// a malformed one, 4 on the free short.gy subdomain, which move onto the team's domain, 3 on an IDN
// domain); each domain's first link has a Unicode path, which no Kisa alias can be.

const SIZES = { branded: 12, shared: 4, idn: 3 };
const READ = SIZES.branded + SIZES.shared + SIZES.idn;
const UNICODE_PATHS = 3;
const IMPORTED = READ - UNICODE_PATHS;

let owner: Session;
let branded: string;
let idnAscii: string;
let standIn: ShortioStandIn;

const clicksOf = (id: string) => Object.values(standIn.data.clicks[id]?.days ?? {}).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  const id = randomBytes(4).toString('hex');
  branded = `sio-${id}.example`;
  const idn = `bağlantı-sio-${id}.example`;
  idnAscii = domainToASCII(idn);
  const start = () => startShortioStandIn(shortioDataSet({ token: 'sk_live_4e1c', branded, idn, sizes: SIZES }));
  ({ owner, standIn } = await ownerWithSource('shortio-import', [branded, idn], start, 'Short.io Importer'));
});
afterAll(closeStandIns);

describe('import from Short.io', () => {
  it('previews, imports every readable link with tags, expiry, password, device redirects, UTM and daily clicks, through a burst of 429s', async () => {
    // The links go through; then two 429s among the statistics requests, each asking for a 1 s wait.
    standIn.fault = { kind: 'rateLimited', path: /^\/statistics\//, after: 2, times: 2, retryAfterSeconds: 1 };
    const { preview, done } = await runImport(owner, { source: 'shortio', apiUrl: standIn.url, token: standIn.data.token, domain: branded }, {}, 90_000);
    expect(preview.counts).toEqual({
      links: READ,
      importable: IMPORTED,
      tags: 3,
      codeTaken: 0,
      invalidCode: UNICODE_PATHS,
      invalidTarget: 0,
      blockedTarget: 0,
      duplicate: 0,
    });
    expect(preview.domains.map((d) => [d.host, d.shared, d.links, d.action, d.to])).toEqual(
      expect.arrayContaining([
        [SHORTIO_SHARED_HOST, true, SIZES.shared, 'move', branded],
        [branded, false, SIZES.branded, 'keep', null],
        [idnAscii, false, SIZES.idn, 'keep', null],
      ]),
    );
    expect(preview.domains).toHaveLength(3);
    const withClicks = ['lnk_101_000001', 'lnk_101_000011', 'lnk_102_000001', 'lnk_103_000001'];
    const clicks = withClicks.reduce((sum, id) => sum + clicksOf(id), 0);
    expect(done.report).toMatchObject({ imported: IMPORTED, alreadyImported: 0, newCodes: 0, clicks });
    expect(standIn.requests.filter((r) => r.status === 429)).toHaveLength(2);
    expect(standIn.requests.every((r) => r.headers.authorization === standIn.data.token)).toBe(true);

    const links = await allLinks(owner);
    const codes = (prefix: string, n: number) => Array.from({ length: n - 1 }, (_, i) => `${prefix}-${i + 1}`);
    expect([...links.keys()].sort()).toEqual(
      [...codes(`${branded}/link`, SIZES.branded), ...codes(`${branded}/sgy`, SIZES.shared), ...codes(`${idnAscii}/link`, SIZES.idn)].sort(),
    );
    expect(links.get(`${branded}/link-1`)).toMatchObject({
      longUrl: 'https://www.acme.example/p/101/1',
      title: 'رابط الحملة الصيفية',
      createdAt: '2026-06-01T07:00:00.000Z',
      totalClicks: clicksOf('lnk_101_000001'),
    });
    expect(links.get(`${branded}/link-2`)).toMatchObject({ title: '🚀 Launch day', createdAt: '2026-06-01T06:00:00.000Z', totalClicks: 0 });
    expect(links.get(`${branded}/link-4`)?.expiry).toEqual({ date: '2027-01-01', url: 'https://www.acme.example/expired' });
    expect(links.get(`${branded}/link-5`)?.password).toEqual({ enabled: true });
    // Its password stayed at Short.io: the mapping file tells the owner to set a new one.
    const mapping = await mappingRows(owner, done.id);
    expect(mapping.find((r) => r[0]!.endsWith('/link-5'))?.slice(3)).toEqual(['imported', IMPORT_MSG.passwordNotCarried]);
    expect(links.get(`${branded}/link-6`)?.redirects).toEqual({
      ios: 'https://apps.apple.com/app/acme/id1',
      android: 'https://play.google.com/store/apps/details?id=example.acme',
    });
    expect(links.get(`${branded}/link-7`)?.utm).toEqual({ source: 'newsletter', medium: 'email', campaign: 'güz-2026' });
    expect(links.get(`${branded}/link-8`)?.expiry).toEqual({ maxClicks: 500 });
    expect(links.get(`${branded}/link-11`)?.totalClicks).toBe(clicksOf('lnk_101_000011'));
    expect(links.get(`${branded}/sgy-1`)).toMatchObject({ longUrl: 'https://www.acme.example/p/102/1', totalClicks: clicksOf('lnk_102_000001') });
    expect(links.get(`${idnAscii}/link-1`)).toMatchObject({ longUrl: 'https://www.acme.example/p/103/1', totalClicks: clicksOf('lnk_103_000001') });
    const stats = await call('GET', '/api/stats', { headers: owner.auth });
    expect(stats.body).toMatchObject({ links: IMPORTED, totalClicks: clicks });

    const tags = await call<TagList>('GET', '/api/tags', { headers: owner.auth });
    expect(Object.fromEntries(tags.body.items.map((t) => [t.name, t.links]))).toEqual({ '🎉 launch': 3, promo: 1, 'kampanya-İç': 1 });
    expect(links.get(`${branded}/link-6`)?.tags.map((t) => t.name)).toEqual(['promo', 'kampanya-İç']);

    const onBranded = await getOnHost(branded, '/sgy-1');
    expect([onBranded.status, onBranded.location]).toEqual([302, 'https://www.acme.example/p/102/1']);
    expect((await getOnHost(idnAscii, '/link-2')).location).toBe('https://www.acme.example/p/103/2');
  }, 120_000);

  it('imports nothing twice: a second run finds every link written and brings no clicks again', async () => {
    const { done } = await runImport(owner, { source: 'shortio', apiUrl: standIn.url, token: standIn.data.token, domain: branded }, {}, 90_000);
    expect(done.report).toMatchObject({ imported: 0, alreadyImported: IMPORTED, clicks: 0 });
    const links = await allLinks(owner);
    expect(links.size).toBe(IMPORTED);
    // A link nobody visited still counts its imported clicks once.
    expect(links.get(`${branded}/link-11`)?.totalClicks).toBe(clicksOf('lnk_101_000011'));
  }, 120_000);

  it('fails at once when Short.io refuses the key', async () => {
    const failed = await failedImport(owner, { source: 'shortio', apiUrl: standIn.url, token: 'sk_wrong' });
    expect(failed.error).toBe(IMPORT_MSG.sourceRefusedToken);
  });
});
