import type { Link } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call } from '#test-support/api.js';

// GET /api/links?q= through the gateway: the query and the index folded alike (case, accents, Turkish i's, apostrophes).

let owner: Session;

beforeAll(async () => {
  owner = await verifiedSession('search-fold');
});

async function create(json: { longUrl: string; title: string }): Promise<Link> {
  const created = await call<Link>('POST', '/api/links', { headers: owner.auth, json: { ...json, shortUrl: `sf${randomBytes(5).toString('hex')}` } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const search = async (q: string) => {
  const answer = await call<{ items: Link[]; total: number }>('GET', `/api/links?q=${encodeURIComponent(q)}`, { headers: owner.auth });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items.map((l) => l.id);
};

describe('link search folds as people type', () => {
  it('finds "İstanbul’da…" by "istanbul", "ışık" by "ISIK", an IDN target by its plain spelling', async () => {
    const city = await create({ longUrl: 'https://example.com/bahar', title: 'İstanbul’da bahar' });
    const light = await create({ longUrl: 'https://example.com/isik', title: 'ışık festivali' });
    const idn = await create({ longUrl: 'https://çiçek.örnek.com.tr/Şube', title: 'Mağaza' });
    expect(await search('istanbul')).toEqual([city.id]);
    expect(await search("ISTANBUL'DA")).toEqual([city.id]);
    expect(await search('ISIK')).toEqual([light.id]);
    expect(await search('Işık Festivali')).toEqual([light.id]);
    expect(await search('cicek.ornek.com.tr/sube')).toEqual([idn.id]);
    expect(await search('magaza')).toEqual([idn.id]);
  });
});
