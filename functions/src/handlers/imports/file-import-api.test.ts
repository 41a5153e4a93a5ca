import { IMPORT_MSG, IMPORT_SKIP_REASONS } from '@kisa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';
import { createImport, mappingRows, runImport, waitForImport } from '#test-support/imports.js';
import { addMember, MEMBER_PASSWORD } from '#test-support/team.js';

// The generic file source through the real runtime: API, import queue, worker, table, buckets.
// A CSV with the codes, titles (any script), tags, created dates, daily clicks as date columns,
// and one of each problem the preview counts (Kisa's aliases are ASCII: an Arabic code is one).

const CSV = [
  'code,url,title,tags,created,2026-03-01,2026-03-02,2026-03-05',
  'spring-sale,https://shop.example/spring,Bahar İndirimi 🌸,"promo,tr",2025-04-01T10:00:00Z,3,0,4',
  'merhaba,https://example.org/ar,مرحبا,,2025-05-02,1,1,1',
  'plain,example.com/plain,,,,0,0,0',
  'not-a-url,javascript:alert(1),,,,,,',
  'عربي,https://example.com/bad,,,,,,',
  'Spring-Sale,https://example.com/dup,,,,,,',
  'taken-one,https://example.com/taken,,,,,,',
].join('\n');

let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('import-file', 'Importer');
  const taken = await call('POST', '/api/links', { json: { longUrl: 'https://example.com/first', shortUrl: 'taken-one' }, headers: owner.auth });
  expect(taken.status).toBe(201);
});

describe('importing a CSV file', () => {
  it('previews every problem, writes the good links with their codes, titles, tags and history, and a second run imports nothing new', async () => {
    const { preview, done } = await runImport(owner, { source: 'file', file: { name: 'links.csv', content: CSV } });
    expect(preview.counts).toEqual({ links: 7, importable: 3, tags: 2, codeTaken: 1, invalidCode: 1, invalidTarget: 1, blockedTarget: 0, duplicate: 1 });
    expect(preview.domains).toEqual([expect.objectContaining({ host: '', shared: true, links: 7, action: 'move', to: null })]);
    expect(done.report).toEqual({
      imported: 3,
      alreadyImported: 0,
      newCodes: 0,
      clicks: 10,
      skipped: expect.arrayContaining([
        { reason: 'codeTaken', message: IMPORT_SKIP_REASONS.codeTaken, count: 1 },
        { reason: 'invalidCode', message: IMPORT_SKIP_REASONS.invalidCode, count: 1 },
        { reason: 'invalidTarget', message: IMPORT_SKIP_REASONS.invalidTarget, count: 1 },
        { reason: 'duplicate', message: IMPORT_SKIP_REASONS.duplicate, count: 1 },
      ]),
    });
    expect(done.progress).toMatchObject({ phase: 'done', percent: 100, read: 7 });

    const list = await call('GET', '/api/links?limit=100', { headers: owner.auth });
    const byCode = new Map(list.body.items.map((l: { shortUrl: string }) => [l.shortUrl, l]));
    expect(byCode.get('spring-sale')).toMatchObject({
      longUrl: 'https://shop.example/spring',
      title: 'Bahar İndirimi 🌸',
      createdAt: '2025-04-01T10:00:00.000Z',
      totalClicks: 7,
      uniqueClicks: 0,
      tags: [expect.objectContaining({ name: 'promo' }), expect.objectContaining({ name: 'tr' })],
    });
    expect(byCode.get('merhaba')).toMatchObject({ longUrl: 'https://example.org/ar', title: 'مرحبا', totalClicks: 3 });
    expect(byCode.get('plain')).toMatchObject({ longUrl: 'https://example.com/plain', totalClicks: 0 });
    expect(byCode.get('taken-one')).toMatchObject({ longUrl: 'https://example.com/first' });
    const stats = await call('GET', '/api/stats', { headers: owner.auth });
    expect(stats.body).toMatchObject({ links: 4, totalClicks: 10 });

    const visit = await call('GET', `/${encodeURIComponent('spring-sale')}`);
    expect([visit.status, visit.headers.get('location')]).toEqual([302, 'https://shop.example/spring']);

    const rows = await mappingRows(owner, done.id);
    expect(rows[0]).toEqual(['Old short URL', 'New short URL', 'Destination', 'Status', 'Reason']);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['spring-sale', 'imported', ''],
      ['merhaba', 'imported', ''],
      ['plain', 'imported', ''],
      ['not-a-url', 'skipped', IMPORT_SKIP_REASONS.invalidTarget],
      ['عربي', 'skipped', IMPORT_SKIP_REASONS.invalidCode],
      ['Spring-Sale', 'skipped', IMPORT_SKIP_REASONS.duplicate],
      ['taken-one', 'skipped', IMPORT_SKIP_REASONS.codeTaken],
    ]);
    expect(rows[1]![1]).toMatch(/\/spring-sale$/);

    const again = await runImport(owner, { source: 'file', file: { name: 'links.csv', content: CSV } });
    expect(again.done.report).toMatchObject({ imported: 0, alreadyImported: 3, clicks: 0 });
    const statsAfter = await call('GET', '/api/stats', { headers: owner.auth });
    expect(statsAfter.body).toMatchObject({ links: 4, totalClicks: 10 });
  });

  it('gives taken and unusable codes new codes when asked', async () => {
    const csv = 'code,url\ntaken-one,https://example.com/again\nbad code 2!,https://example.com/bad2';
    const { done } = await runImport(owner, { source: 'file', file: { name: 'b.csv', content: csv } }, { conflicts: 'newCode' });
    expect(done.report).toMatchObject({ imported: 2, newCodes: 2, skipped: [] });
    const rows = await mappingRows(owner, done.id);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['new code', 'new code']);
    expect(rows[1]![1]).not.toMatch(/\/taken-one$/);
  });

  it('refuses a file that is not a CSV with code and url columns or a JSON array, naming the problem', async () => {
    for (const content of ['just some text', '{"code":"x"}', 'code,title\nx,y']) {
      const res = await call('POST', '/api/imports', { json: { source: 'file', file: { name: 'x.csv', content } }, headers: owner.auth });
      expect([res.status, res.body.detail]).toEqual([400, IMPORT_MSG.fileUnreadable]);
    }
    const missing = await call('POST', '/api/imports', { json: { source: 'bitly' }, headers: owner.auth });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { detail: string }) => e.detail)).toEqual([IMPORT_MSG.tokenRequired]);
  });

  it('is for team owners: a member is refused, another team sees nothing', async () => {
    const member = await addMember(owner, 'Importer Member');
    const memberSession = await signIn(member.email, MEMBER_PASSWORD);
    const refused = await call('POST', '/api/imports', {
      json: { source: 'file', file: { name: 'x.csv', content: 'code,url\na,https://a.example' } },
      headers: memberSession.auth,
    });
    expect(refused.status).toBe(403);
    const job = await createImport(owner, { source: 'file', file: { name: 'x.csv', content: 'code,url\nlonely,https://a.example' } });
    const stranger = await verifiedSession('import-stranger');
    expect((await call('GET', `/api/imports/${job.id}`, { headers: stranger.auth })).status).toBe(404);
    expect((await call('POST', `/api/imports/${job.id}/cancel`, { headers: stranger.auth })).status).toBe(404);
    await waitForImport(owner, job.id, ['ready']);
    const cancelled = await call('POST', `/api/imports/${job.id}/cancel`, { headers: owner.auth });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect((await call('POST', `/api/imports/${job.id}/start`, { json: {}, headers: owner.auth })).status).toBe(409);
  });
});
