import { MSG, parseBulkText, type BulkQueued, type Campaign, type Link, type Paged } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';

// A bulk file's alias and title columns through the real runtime: the file parsed as the web app
// parses it, the bulk API (aliases checked as a single link's: format, reserved, taken, repeated),
// the queue and the bulk worker.

async function waitDone(s: Session, id: string): Promise<Campaign> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await call<Campaign>('GET', `/api/campaigns/${id}`, { headers: s.auth });
    if (res.body.status === 'done') return res.body;
    if (Date.now() > deadline) throw new Error(`expected campaign ${id} to finish, it is ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('bulk aliases', () => {
  it("gives links their file's aliases and titles, and refuses bad, reserved, taken and repeated aliases line by line", { timeout: 90_000 }, async () => {
    const owner = await verifiedSession('bulk-aliases', 'Alias Owner');
    const tag = randomBytes(4).toString('hex');
    const taken = `dolu-${tag}`;
    const made = await call('POST', '/api/links', { headers: owner.auth, json: { longUrl: 'https://example.com/taken', shortUrl: taken, title: 'Taken' } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const file = [
      'url;title;alias',
      `example.com/a;Bahar 🌷;Bahar-${tag}`,
      `example.com/b;İkinci;bahar-${tag}`,
      'example.com/c;Kısa;ab',
      'example.com/d;Ayrılmış;api',
      `example.com/e;Dolu;${taken.toUpperCase()}`,
      'example.com/f;Rastgele;',
    ].join('\n');
    const parsed = parseBulkText(file);
    const links = parsed.urls.map((longUrl, i) => ({ longUrl, title: parsed.titles![i], shortUrl: parsed.aliases![i] }));
    const campaign = await call<Campaign>('POST', '/api/campaigns', { headers: owner.auth, json: { name: `Takma adlar ${tag}` } });
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.body.id}/links`, { headers: owner.auth, json: { links } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body.queued).toBe(2);
    expect(queued.body.rejected.map((r) => [r.index, r.reason, r.alias, r.message])).toEqual([
      [1, 'alias', `bahar-${tag}`, MSG.bulkAliasRepeated],
      [2, 'alias', 'ab', MSG.aliasLength],
      [3, 'alias', 'api', MSG.aliasReserved],
      [4, 'alias', taken.toUpperCase(), MSG.aliasTaken],
    ]);

    await waitDone(owner, campaign.body.id);
    const page = await call<Paged<Link>>('GET', `/api/campaigns/${campaign.body.id}/links?limit=10`, { headers: owner.auth });
    const byUrl = Object.fromEntries(page.body.items.map((l) => [l.longUrl, l]));
    expect(byUrl['https://example.com/a']).toMatchObject({ shortUrl: `Bahar-${tag}`, title: 'Bahar 🌷' });
    expect(byUrl['https://example.com/f']?.title).toBe('Rastgele');
    expect(byUrl['https://example.com/f']?.shortUrl).toMatch(/^[A-Za-z0-9]{8}$/);
    const redirect = await fetch(`${runtime().appUrl.replace(/\/$/, '')}/bahar-${tag}`, { redirect: 'manual' });
    await redirect.text();
    expect(redirect.status, 'the alias answers, in any case').toBe(302);
  });
});

describe('bulk aliases left out', () => {
  it('takes links without a shortUrl key, as before aliases', async () => {
    const owner = await verifiedSession('bulk-no-alias', 'No Alias');
    const campaign = await call<Campaign>('POST', '/api/campaigns', { headers: owner.auth, json: { name: 'Takma adsız' } });
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaign.body.id}/links`, {
      headers: owner.auth,
      json: { links: [{ longUrl: 'https://example.com/x' }, { longUrl: 'https://example.com/y', shortUrl: null }] },
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body.queued).toBe(2);
  });
});
