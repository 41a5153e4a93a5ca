import { MSG, parseBulkText, RULE_MSG, RULES_PER_LINK_MAX, type BulkQueued, type Link, type Paged } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { callFrom } from '#test-support/from-address.js';
import { UA } from '#test-support/user-agents.js';

// Targeting rules from a bulk file's `country:XX` / `language:xx` columns, through the
// real runtime: the file parsed as the web app parses it, the bulk API, the queue, the bulk worker,
// then visitors through the gateway. Visitors act from anywhere behind TRUSTED_PROXIES
// (127.0.13.0/24): the gateway looks the forwarded address up in geoip data, as CloudFront does.

const PROXY = '127.0.13.7';
/** Addresses geoip-lite places in these countries. */
const FROM = { DE: '46.4.0.1', US: '8.8.8.8' } as const;

let owner: Session;
let admin: Session;

beforeAll(async () => {
  [owner, admin] = await Promise.all([verifiedSession('bulk-rules', 'Rule Owner'), verifiedSession('bulk-rules-admin', 'Rule Admin')]);
  await makeAdmin(admin.user.id);
});

/**
 * A short link of this Kisa. Locally the short domain is localhost:PORT, which the URL rule refuses
 * already (no dot); 127.0.0.1:PORT is the same server under a name the rule accepts.
 */
const shortLinkUrl = () => `${runtime().appUrl.replace(/\/$/, '').replace('localhost', '127.0.0.1')}/abcdefgh`;

async function newCampaign(name: string): Promise<string> {
  const res = await call('POST', '/api/campaigns', { headers: owner.auth, json: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function visit(link: Link, how: { from: string; lang?: string }): Promise<string> {
  const headers = { 'user-agent': UA.desktop, 'x-forwarded-for': how.from, ...(how.lang ? { 'accept-language': how.lang } : {}) };
  const res = await callFrom(PROXY, 'GET', `/${link.shortUrl}`, { headers });
  expect(res.status, `visit of ${link.shortUrl}: ${JSON.stringify(res.body)}`).toBe(302);
  return res.headers.get('location')!;
}

describe('bulk targeting columns', () => {
  it('puts each row’s country and language cells on its link as rules the redirect follows; a refused rule destination refuses its row', async () => {
    const t = randomBytes(4).toString('hex');
    const blocklisted = await call('POST', '/api/admin/blocklist', { headers: admin.auth, json: { action: 'add', entries: [`phish-${t}.example`] } });
    expect(blocklisted.status, JSON.stringify(blocklisted.body)).toBe(200);
    const shortLink = shortLinkUrl();
    const file = [
      'url;country:de;language:TR',
      `https://example.com/default-${t};de.example.com/${t};https://example.com/tr-${t}`,
      `https://example.com/second-${t};;https://example.com/tr2-${t}`,
      `https://example.com/short-${t};${shortLink};`,
      `https://example.com/blocked-${t};;https://phish-${t}.example/tr`,
      `https://example.com/plain-${t}`,
    ].join('\n');
    // As the web app sends it (features/campaigns/api/campaigns.ts bulkLink): rules only where a row has some.
    const parsed = parseBulkText(file);
    expect(parsed.rules?.map((r) => r.length)).toEqual([2, 1, 1, 1, 0]);
    const links = parsed.urls.map((longUrl, i) => (parsed.rules![i]!.length ? { longUrl, rules: parsed.rules![i] } : { longUrl }));

    const campaignId = await newCampaign(`Targeted ${t}`);
    const queued = await call<BulkQueued>('POST', `/api/campaigns/${campaignId}/links`, { headers: owner.auth, json: { links } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body).toMatchObject({
      queued: 3,
      invalid: 2,
      blocked: 1,
      rejected: [
        { index: 2, longUrl: `https://example.com/short-${t}`, destination: shortLink },
        { index: 3, longUrl: `https://example.com/blocked-${t}`, reason: 'blocked', destination: `https://phish-${t}.example/tr` },
      ],
    });
    await expect.poll(async () => (await call('GET', `/api/campaigns/${campaignId}`, { headers: owner.auth })).body.status, { timeout: 30_000 }).toBe('done');

    const page = await call<Paged<Link>>('GET', `/api/campaigns/${campaignId}/links?limit=10`, { headers: owner.auth });
    expect(page.status).toBe(200);
    const [both, second, plain] = page.body.items;
    expect(page.body.items.map((l) => l.longUrl)).toEqual([
      `https://example.com/default-${t}`,
      `https://example.com/second-${t}`,
      `https://example.com/plain-${t}`,
    ]);
    const id = expect.stringMatching(/^[a-z0-9]{8}$/);
    expect(both!.rules).toEqual([
      { id, name: 'Country DE', countries: ['DE'], destination: `https://de.example.com/${t}` },
      { id, name: 'Language tr', languages: ['tr'], destination: `https://example.com/tr-${t}` },
    ]);
    expect(second!.rules).toEqual([{ id, name: 'Language tr', languages: ['tr'], destination: `https://example.com/tr2-${t}` }]);
    expect(plain!.rules).toEqual([]);
    // The link's own answer is the same (the ids as the worker wrote them).
    const one = await call<Link>('GET', `/api/links/${both!.id}`, { headers: owner.auth });
    expect(one.body.rules).toEqual(both!.rules);

    // Visitors: from Germany, with Turkish first, from elsewhere; rules in the file's column order.
    expect(await visit(both!, { from: FROM.DE })).toBe(`https://de.example.com/${t}`);
    expect(await visit(both!, { from: FROM.US, lang: 'tr-TR,tr;q=0.9,en;q=0.8' })).toBe(`https://example.com/tr-${t}`);
    expect(await visit(both!, { from: FROM.DE, lang: 'tr' })).toBe(`https://de.example.com/${t}`);
    expect(await visit(both!, { from: FROM.US, lang: 'en-US' })).toBe(`https://example.com/default-${t}`);
    expect(await visit(second!, { from: FROM.DE })).toBe(`https://example.com/second-${t}`);
    expect(await visit(second!, { from: FROM.DE, lang: 'tr' })).toBe(`https://example.com/tr2-${t}`);
    expect(await visit(plain!, { from: FROM.DE, lang: 'tr' })).toBe(`https://example.com/plain-${t}`);
  });

  it('refuses a request whose rules a link edit would refuse, as it refuses a bad tag name', async () => {
    const campaignId = await newCampaign('Bad rules');
    const post = (rules: unknown) =>
      call('POST', `/api/campaigns/${campaignId}/links`, { headers: owner.auth, json: { links: [{ longUrl: 'https://example.com/a', rules }] } });
    expect(await post([{ countries: ['DEU'], destination: 'https://example.de/' }])).toMatchObject({
      status: 400,
      body: expect.objectContaining({ errorMessage: RULE_MSG.countryInvalid }),
    });
    expect(await post([{ languages: ['tr'] }])).toMatchObject({ status: 400 });
    expect(await post([{ name: 'No condition', destination: 'https://example.de/' }])).toMatchObject({
      status: 400,
      body: expect.objectContaining({ errorMessage: RULE_MSG.conditionRequired }),
    });
    const many = Array.from({ length: RULES_PER_LINK_MAX + 1 }, () => ({ countries: ['DE'], destination: 'https://example.de/' }));
    expect(await post(many)).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: RULE_MSG.rulesInvalid }) });
    // A request whose every link is refused for its rule destination: no link at all, as for invalid URLs.
    const short = await post([{ countries: ['DE'], destination: shortLinkUrl() }]);
    expect(short).toMatchObject({ status: 400, body: expect.objectContaining({ errorMessage: MSG.bulkNoUrls }) });
  });
});
