import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn, type Analytics, type Campaign, type Link, type Paged, type ShareList, type Tag, type Visitor } from '@kisa/shared';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareTokenKey, teamShareKey } from '#data/shares/share-item.js';
import { hashToken } from '#lib/crypto/token-crypto.js';
import { table, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { expireShare, newShare } from '#test-support/shares.js';
import { UA } from '#test-support/user-agents.js';

// Shared dashboards through the API, against the local runtime: a share URL reads its own link's,
// campaign's or tag's clicks and nothing else; password, visitor log, revocation and expiry.

const TZ = 'Europe/Istanbul';
const today = todayIn(TZ);
const RANGE = `from=${addDays(today, -6)}&to=${today}&tz=${encodeURIComponent(TZ)}`;
const PASSWORD = 'Şifre 🔒 كلمة';

let owner: Session;
let other: Session;
let shared: Link;
let tagged: Link;
let tag: Tag;
let campaign: Campaign;

const ok = async <T>(res: Promise<{ status: number; body: T }>, what: string, status = 200): Promise<T> => {
  const answer = await res;
  if (answer.status !== status) throw new Error(`expected ${what} to answer ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const publicCall = <T = unknown>(method: string, token: string, tail = '', options: { json?: unknown; access?: string } = {}) =>
  call<T>(method, `/api/public/shares/${token}${tail}`, { json: options.json, headers: options.access ? { 'x-share-access': options.access } : {} });

async function visit(code: string, ua: string): Promise<void> {
  const res = await fetch(`${runtime().appUrl}/${code}`, { headers: { 'user-agent': ua, 'cloudfront-viewer-country': 'TR' }, redirect: 'manual' });
  await res.text();
  expect(res.status).toBe(302);
}

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedSession('shares', 'Şule Işık'), verifiedSession('shares-other')]);
  tag = await ok(call<Tag>('POST', '/api/tags', { headers: owner.auth, json: { name: `Müşteri ${randomBytes(3).toString('hex')}` } }), 'a tag', 201);
  const link = (tagIds: string[]) =>
    ok(
      call<Link>('POST', '/api/links', {
        headers: owner.auth,
        json: { longUrl: 'https://example.com/paylaş', shortUrl: `sh${randomBytes(5).toString('hex')}`, title: 'Kampanya — حملة 🚀', tagIds },
      }),
      'a link',
      201,
    );
  [shared, tagged] = await Promise.all([link([]), link([tag.id])]);
  campaign = await ok(call<Campaign>('POST', '/api/campaigns', { headers: owner.auth, json: { name: 'Boş kampanya' } }), 'a campaign', 201);
  await Promise.all([visit(shared.shortUrl, UA.iphone), visit(shared.shortUrl, UA.desktop), visit(tagged.shortUrl, UA.android)]);
  // The three clicks in the team's own analytics first: then every shared view below reads a settled log.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const team = await ok(call<Analytics>('GET', `/api/analytics?${RANGE}`, { headers: owner.auth }), 'the team analytics');
    if (team.totals.totalClicks >= 3) break;
    if (Date.now() > deadline) throw new Error(`expected the team's 3 clicks in analytics within 20 s, saw ${team.totals.totalClicks}`);
    await new Promise((r) => setTimeout(r, 300));
  }
});

describe('shared dashboards', () => {
  it("reads only what the share names: its link's, campaign's or tag's clicks, whatever the filters say", async () => {
    const [byLink, byCampaign, byTag] = await Promise.all([
      newShare(owner, { target: { kind: 'link', id: shared.id } }),
      newShare(owner, { target: { kind: 'campaign', id: campaign.id } }),
      newShare(owner, { target: { kind: 'tag', id: tag.id } }),
    ]);
    expect(byLink).toMatchObject({
      target: { kind: 'link', id: shared.id, name: 'Kampanya — حملة 🚀' },
      status: 'active',
      password: { enabled: false },
      visitors: false,
    });
    expect(byLink.url).toBe(`${runtime().appUrl}/share/${byLink.token}`);
    expect(byLink.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const figures = async (token: string, query = '') => {
      const res = await publicCall<Analytics>('GET', token, `/analytics?${RANGE}${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      return res.body;
    };
    const link = await figures(byLink.token);
    expect(link.totals.totalClicks).toBe(2);
    expect(link.links.map((l) => l.id)).toEqual([shared.id]);
    // A filter never moves a share off what it names: another link's id on a link's share is overruled,
    // on a campaign's or a tag's it narrows their clicks (to none, below).
    expect((await figures(byLink.token, `&linkId=${tagged.id}`)).links.map((l) => [l.id, l.total])).toEqual([[shared.id, 2]]);
    expect((await figures(byTag.token)).links.map((l) => [l.id, l.total])).toEqual([[tagged.id, 1]]);
    expect((await figures(byTag.token, `&tagId=${randomBytes(4).toString('hex')}`)).totals.totalClicks).toBe(1);
    expect((await figures(byCampaign.token)).totals.totalClicks).toBe(0);
    expect((await figures(byCampaign.token, `&linkId=${shared.id}`)).totals.totalClicks).toBe(0);
    // Another team's link as a filter: 404 like anywhere else, nothing of it read.
    const theirs = await ok(call<Link>('POST', '/api/links', { headers: other.auth, json: { longUrl: 'https://example.com/b' } }), 'a link of team B', 201);
    expect((await publicCall('GET', byCampaign.token, `/analytics?${RANGE}&linkId=${theirs.id}`)).status).toBe(404);

    // The page's description; the visitor log is not part of a share made without it.
    expect(await publicCall('GET', byTag.token)).toMatchObject({
      status: 200,
      body: { target: { kind: 'tag', name: tag.name }, passwordRequired: false, visitors: false, expiresAt: null },
    });
    expect(await publicCall('GET', byLink.token, `/visitors?${RANGE}`)).toMatchObject({ status: 403, body: { code: 'share-visitors-not-shared' } });
  });

  it('keeps only a hash of the token, and shows the visitor log only when the share allows it', async () => {
    const share = await newShare(owner, { target: { kind: 'link', id: shared.id }, visitors: true });
    const items = await Promise.all(
      [teamShareKey(owner.user.teamId, share.id), shareTokenKey(hashToken(share.token))].map(
        async (Key) => (await table().send(new GetCommand({ TableName: runtime().env.TABLE_NAME, Key }))).Item,
      ),
    );
    expect(items.every((item) => item !== undefined && !JSON.stringify(item).includes(share.token))).toBe(true);
    const log = await publicCall<Paged<Visitor>>('GET', share.token, `/visitors?${RANGE}`);
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.total).toBe(2);
    expect(log.body.items.every((v) => v.linkId === shared.id && v.ip !== '')).toBe(true);
  });

  it('asks for the password before any figure or name, and opens with the access token its unlock answers', async () => {
    const [locked, open] = await Promise.all([
      newShare(owner, { target: { kind: 'link', id: shared.id }, password: PASSWORD }),
      newShare(owner, { target: { kind: 'link', id: shared.id } }),
    ]);
    expect(locked.password).toEqual({ enabled: true });
    expect(await publicCall('GET', locked.token)).toMatchObject({ status: 200, body: { target: { kind: 'link', name: '' }, passwordRequired: true } });
    expect(await publicCall('GET', locked.token, `/analytics?${RANGE}`)).toMatchObject({ status: 401, body: { code: 'share-password-required' } });
    expect(await publicCall('POST', locked.token, '/unlock', { json: { password: 'şifre 🔒 كلمة' } })).toMatchObject({
      status: 401,
      body: { code: 'share-wrong-password' },
    });
    const unlocked = await publicCall<{ access: string; expiresAt: string }>('POST', locked.token, '/unlock', { json: { password: PASSWORD } });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    const { access } = unlocked.body;
    // The browser's way: the same token as an HttpOnly cookie scoped to this share's API path.
    expect(unlocked.cookies.join('\n')).toContain(`kisa_share=${access}; Max-Age=3600; Path=/api/public/shares/${locked.token}; HttpOnly; SameSite=Strict`);
    expect((await call('GET', `/api/public/shares/${locked.token}/analytics?${RANGE}`, { headers: { cookie: `kisa_share=${access}` } })).status).toBe(200);
    expect((await publicCall<Analytics>('GET', locked.token, `/analytics?${RANGE}`, { access })).body.totals.totalClicks).toBe(2);
    expect((await publicCall('GET', locked.token, '', { access })).body).toMatchObject({ target: { name: 'Kampanya — حملة 🚀' } });
    // Altered, or made for another share: no access.
    expect((await publicCall('GET', locked.token, `/analytics?${RANGE}`, { access: `${access.slice(0, -2)}AA` })).status).toBe(401);
    const forOpen = await publicCall<{ access: string }>('POST', open.token, '/unlock', { json: { password: 'x' } });
    expect((await publicCall('GET', locked.token, `/analytics?${RANGE}`, { access: forOpen.body.access })).status).toBe(401);
  });

  it('answers 410 at once once revoked or expired, or once what it shows is deleted; 404 for a token that never was', async () => {
    const [revoked, expired, ofTag] = await Promise.all([
      newShare(owner, { target: { kind: 'link', id: shared.id } }),
      newShare(owner, { target: { kind: 'link', id: shared.id }, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
      newShare(owner, {
        target: {
          kind: 'tag',
          id: (await ok(call<Tag>('POST', '/api/tags', { headers: owner.auth, json: { name: `Silinecek ${randomBytes(3).toString('hex')}` } }), 'a tag', 201))
            .id,
        },
      }),
    ]);
    expect(await call('DELETE', `/api/shares/${revoked.id}`, { headers: owner.auth })).toMatchObject({
      status: 200,
      body: { message: 'Shared dashboard revoked' },
    });
    await expireShare(owner.user.teamId, expired.id, expired.token);
    await ok(call('DELETE', `/api/tags/${ofTag.target.id}`, { headers: owner.auth }), 'deleting the tag');
    for (const token of [revoked.token, expired.token, ofTag.token]) {
      for (const tail of ['', `/analytics?${RANGE}`]) {
        const res = await publicCall('GET', token, tail);
        expect({ tail, status: res.status, code: (res.body as { code?: string }).code, robots: res.headers.get('x-robots-tag') }).toEqual({
          tail,
          status: 410,
          code: 'share-gone',
          robots: 'noindex',
        });
      }
    }
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      expect(await publicCall('GET', token)).toMatchObject({ status: 404, body: { code: 'share-dashboard-not-found' } });
    }
    expect(await call('DELETE', `/api/shares/${revoked.id}`, { headers: owner.auth })).toMatchObject({ status: 404, body: { code: 'share-not-found' } });
    const list = await ok(call<ShareList>('GET', '/api/shares', { headers: owner.auth }), 'the list');
    const status = (id: string) => list.items.find((s) => s.id === id)?.status;
    expect([status(revoked.id), status(expired.id)]).toEqual(['revoked', 'expired']);
    expect(list.items.find((s) => s.id === revoked.id)?.revokedAt).not.toBeNull();
  });

  it("refuses another team's target and share, a past expiry, a bad target, and the visitor log to a caller who may not export it", async () => {
    const mine = await newShare(owner, { target: { kind: 'campaign', id: campaign.id } });
    expect(await call('POST', '/api/shares', { headers: other.auth, json: { target: { kind: 'link', id: shared.id } } })).toMatchObject({ status: 404 });
    expect(await call('DELETE', `/api/shares/${mine.id}`, { headers: other.auth })).toMatchObject({ status: 404 });
    expect((await ok(call<ShareList>('GET', '/api/shares', { headers: other.auth }), 'their list')).items).toEqual([]);
    const refused = async (json: unknown) => (await call('POST', '/api/shares', { headers: owner.auth, json })).body as { code: string };
    expect((await refused({ target: { kind: 'link', id: shared.id }, expiresAt: new Date(Date.now() - 1000).toISOString() })).code).toBe(
      'share-expiry-invalid',
    );
    expect((await refused({ target: { kind: 'domain', id: shared.id } })).code).toBe('share-target-invalid');
    expect((await refused({ target: { kind: 'link', id: '../x' } })).code).toBe('share-target-invalid');
    const key = await ok(
      call<{ key: string }>('POST', '/api/keys', { headers: owner.auth, json: { name: 'paylaşım', scopes: ['shares:write'] } }),
      'a key',
      201,
    );
    expect(
      await call('POST', '/api/shares', { headers: { authorization: `Bearer ${key.key}` }, json: { target: { kind: 'link', id: shared.id }, visitors: true } }),
    ).toMatchObject({ status: 403, body: { code: 'share-visitors-not-allowed' } });
  });
});
