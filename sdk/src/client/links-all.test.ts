import { afterEach, describe, expect, it } from 'vitest';
import { createKisaClient } from './create-client.js';
import { json, standInServer } from './stand-in-server.js';

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

const link = (id: string) => ({ id, shortUrl: id, shortLink: `http://sho.rt/${id}`, longUrl: 'https://example.com/' });

describe('links.all', () => {
  it("walks the list by each answer's nextCursor until an answer has none, never by page number", async () => {
    const server = await standInServer([
      json(200, { items: [link('a'), link('b')], total: 5, page: 1, nextCursor: 'c1' }),
      json(200, { items: [link('c'), link('d')], total: 6, page: 1, nextCursor: 'c2' }),
      json(200, { items: [link('e')], total: 6, page: 1 }),
    ]);
    servers.push(server.close);
    const kisa = createKisaClient({ baseUrl: server.url, apiKey: 'kisa_test_key' });
    const ids: string[] = [];
    for await (const l of kisa.links.all({ q: 'x', limit: 2 })) ids.push(l.id);
    // `total` grew by one mid-walk (a link created meanwhile): the walk still ends at the last cursor.
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(server.seen.map((r) => r.url)).toEqual(['/api/links?q=x&limit=2', '/api/links?q=x&limit=2&cursor=c1', '/api/links?q=x&limit=2&cursor=c2']);
  });
});
