import { randomUUID } from 'node:crypto';
import { MSG, todayIn, type BulkQueued, type Campaign, type Link, type LinkPage, type WebhookDeliveryList, type WebhookWithSecret } from '@kisa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, verifiedSession, type Session } from '#test-support/accounts.js';
import { call, type ApiAnswer } from '#test-support/api.js';
import { until } from '#test-support/until.js';
import { httpReceiver, type Receiver } from '#test-support/webhook-receivers.js';

// Query bounds and cursor paging through the local runtime: every list refuses what its
// documented bounds do not take (400, the parameter named in the problem's field errors), and
// the long lists (a team's links, a campaign's links, a webhook's deliveries) walk by cursor.

let owner: Session;
let stranger: Session;
let admin: Session;
// Deliveries go to a receiver that takes them, so no endpoint is disabled for failing.
let receiver: Receiver;

beforeAll(async () => {
  [owner, stranger, admin, receiver] = await Promise.all([
    verifiedSession('bounds'),
    verifiedSession('bounds-other'),
    verifiedSession('bounds-admin'),
    httpReceiver({ status: 200 }),
  ]);
  await makeAdmin(admin.user.id);
});

afterAll(() => receiver?.close());

/** A 400 whose message is `message` and whose field errors name `field`. */
function expectRefused(res: ApiAnswer, field: string, message: string, what: string): void {
  expect([res.status, res.body.errorMessage], `${what}: ${JSON.stringify(res.body)}`).toEqual([400, message]);
  expect(
    (res.body.errors as { pointer: string }[] | undefined)?.map((e) => e.pointer),
    `${what}: the problem's field errors name ${field}`,
  ).toContain(field);
}

const get = (who: Session, path: string) => call('GET', path, { headers: who.auth });

async function newLink(who: Session, title: string): Promise<Link> {
  const res = await call<Link>('POST', '/api/links', { headers: who.auth, json: { longUrl: `https://example.com/${randomUUID()}`, title } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function newCampaign(who: Session, links: number): Promise<Campaign> {
  const created = await call<Campaign>('POST', '/api/campaigns', { headers: who.auth, json: { name: 'Cursor walk' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const queued = await call<BulkQueued>('POST', `/api/campaigns/${created.body.id}/links`, {
    headers: who.auth,
    json: { links: Array.from({ length: links }, (_, i) => ({ longUrl: `https://example.com/file/${i}` })) },
  });
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  return (
    await until(
      'the campaign is written',
      () => get(who, `/api/campaigns/${created.body.id}`),
      (res) => res.body.status === 'done',
    )
  ).body;
}

async function newEndpoint(who: Session): Promise<string> {
  const res = await call<WebhookWithSecret>('POST', '/api/webhooks', { headers: who.auth, json: { url: receiver.url, events: ['campaign.completed'] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.endpoint.id;
}

const sendTest = async (who: Session, endpointId: string): Promise<string> => {
  const res = await call('POST', `/api/webhooks/${endpointId}/test`, { headers: who.auth });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
};

/** Every page of a list by cursor, `limit` a page; `between(n)` runs after page n. */
async function walk<T extends { nextCursor?: string; items: { id: string }[] }>(
  who: Session,
  path: string,
  limit: number,
  between: (pageNumber: number) => Promise<void> = async () => {},
): Promise<{ ids: string[]; pages: number[] }> {
  const ids: string[] = [];
  const pages: number[] = [];
  let cursor: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get(who, `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, `${path} page ${pages.length + 1}: ${JSON.stringify(res.body)}`).toBe(200);
    const page = res.body as T;
    ids.push(...page.items.map((item) => item.id));
    pages.push(page.items.length);
    cursor = page.nextCursor;
    await between(pages.length);
    if (pages.length > 20) throw new Error(`expected ${path} to end within 20 pages, still a nextCursor`);
  } while (cursor);
  return { ids, pages };
}

describe('query bounds', () => {
  it('refuses every out-of-bounds page, limit, enum and cursor with 400, naming the parameter; missing ones keep their defaults', async () => {
    const [campaign, endpointId] = await Promise.all([newCampaign(owner, 1), newEndpoint(owner)]);
    const today = todayIn('UTC');
    const range = `from=${today}&to=${today}&tz=UTC`;
    const cases: [Session, string, string, string][] = [
      [owner, '/api/links?limit=1000', 'limit', MSG.limitInvalid(100)],
      [owner, '/api/links?limit=0', 'limit', MSG.limitInvalid(100)],
      [owner, '/api/links?limit=ten', 'limit', MSG.limitInvalid(100)],
      [owner, '/api/links?page=0', 'page', MSG.pageInvalid],
      [owner, '/api/links?page=-1', 'page', MSG.pageInvalid],
      [owner, '/api/links?page=abc', 'page', MSG.pageInvalid],
      [owner, '/api/links?page=1.5', 'page', MSG.pageInvalid],
      [owner, '/api/links?page=1000001', 'page', MSG.pageInvalid],
      [owner, '/api/links?cursor=not-a-cursor', 'cursor', MSG.cursorInvalid],
      [owner, `/api/campaigns/${campaign.id}/links?limit=101`, 'limit', MSG.limitInvalid(100)],
      [owner, `/api/campaigns/${campaign.id}/links?page=0`, 'page', MSG.pageInvalid],
      [owner, `/api/campaigns/${campaign.id}/export?format=pdf`, 'format', MSG.exportFormatInvalid],
      [owner, `/api/webhooks/${endpointId}/deliveries?limit=0`, 'limit', MSG.limitInvalid(100)],
      [owner, `/api/webhooks/${endpointId}/deliveries?limit=101`, 'limit', MSG.limitInvalid(100)],
      [owner, `/api/analytics/visitors?${range}&page=0`, 'page', MSG.pageInvalid],
      [owner, `/api/analytics/visitors?${range}&limit=1000`, 'limit', MSG.limitInvalid(100)],
      // A parameter an operation ignores is not taken at all.
      [owner, `/api/analytics?${range}&page=1`, 'page', MSG.analyticsUnknownParam('page')],
      [admin, '/api/admin/users?limit=1000', 'limit', MSG.limitInvalid(100)],
      [admin, '/api/admin/users?page=abc', 'page', MSG.pageInvalid],
      [admin, '/api/admin/moderation?status=bogus', 'status', MSG.moderationStatusInvalid],
      [admin, '/api/admin/moderation/log?cursor=bm90IGEga2V5', 'cursor', MSG.cursorInvalid],
      [admin, `/api/admin/blocklist?q=${'a'.repeat(301)}`, 'q', MSG.domainInvalid],
      [owner, `/api/public/links/abc/gate?domain=${'a'.repeat(301)}`, 'domain', MSG.domainInvalid],
    ];
    for (const [who, path, field, message] of cases) expectRefused(await get(who, path), field, message, `GET ${path}`);

    // Missing values keep their defaults; an empty cursor is none.
    const defaults = await get(owner, '/api/links?cursor=');
    expect([defaults.status, defaults.body.page], JSON.stringify(defaults.body)).toEqual([200, 1]);
    const bounds = await get(owner, `/api/campaigns/${campaign.id}/links?page=1000000&limit=100`);
    expect([bounds.status, bounds.body.items, bounds.body.nextCursor], 'the largest page and limit are taken').toEqual([200, [], undefined]);
    expect((await get(admin, '/api/admin/moderation')).status).toBe(200);
  });
});

describe('cursor paging', () => {
  it("walks all of a team's 25 links in pages of 10, each once and newest first, while a link is created mid-walk; page numbers still work", async () => {
    const walker = await verifiedSession('bounds-walker');
    const mark = `walk${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 25; i += 5) await Promise.all(Array.from({ length: 5 }, (_, j) => newLink(walker, `${mark} ${i + j}`)));
    const before = (await get(walker, '/api/links?limit=100')).body as LinkPage;
    const newestFirst = before.items.map((l) => l.id);
    expect([before.total, newestFirst.length, before.nextCursor]).toEqual([25, 25, undefined]);

    let createdMidWalk: Link | undefined;
    const walked = await walk<LinkPage>(walker, '/api/links', 10, async (n) => {
      if (n === 1) createdMidWalk = await newLink(walker, `${mark} mid-walk`);
    });
    // The guarantee: every link that existed when the walk began, once, in the list's order; one
    // created during it sorts before the walk's first page, so the next walk shows it first.
    expect(walked.pages).toEqual([10, 10, 5]);
    expect(walked.ids).toEqual(newestFirst);
    expect((await get(walker, '/api/links?limit=1')).body.items[0].id).toBe(createdMidWalk!.id);

    // A search walks by the same positions (its pages come from the search index).
    const searched = await walk<LinkPage>(walker, `/api/links?q=${mark}`, 10);
    expect(searched.ids).toEqual([createdMidWalk!.id, ...newestFirst]);

    // A page by number answers the cursor of the page after it, absent on the last.
    const second = (await get(walker, '/api/links?page=2&limit=10')).body as LinkPage;
    const third = (await get(walker, '/api/links?page=3&limit=10')).body as LinkPage;
    const afterSecond = (await get(walker, `/api/links?limit=10&cursor=${second.nextCursor}`)).body as LinkPage;
    expect(afterSecond.items.map((l) => l.id)).toEqual(third.items.map((l) => l.id));
    expect([third.items.length, third.nextCursor, afterSecond.nextCursor]).toEqual([6, undefined, undefined]);
  }, 180_000);

  it("walks a campaign's 25 links in file order, each once", async () => {
    const campaign = await newCampaign(owner, 25);
    const walked = await walk<LinkPage>(owner, `/api/campaigns/${campaign.id}/links`, 10);
    expect(walked.pages).toEqual([10, 10, 5]);
    expect(new Set(walked.ids).size).toBe(25);
    const byPage = (await get(owner, `/api/campaigns/${campaign.id}/links?limit=100`)).body as LinkPage;
    expect(walked.ids).toEqual(byPage.items.map((l) => l.id));
    expect(byPage.items.map((l) => l.longUrl)).toEqual(Array.from({ length: 25 }, (_, i) => `https://example.com/file/${i}`));
  });

  it("walks a webhook endpoint's 25 deliveries newest first, each once, while another is made mid-walk", async () => {
    const endpointId = await newEndpoint(owner);
    const sent: string[] = [];
    for (let i = 0; i < 25; i += 5) sent.push(...(await Promise.all(Array.from({ length: 5 }, () => sendTest(owner, endpointId)))));
    let midWalk: string | undefined;
    const walked = await walk<WebhookDeliveryList & { items: { id: string }[] }>(owner, `/api/webhooks/${endpointId}/deliveries`, 10, async (n) => {
      if (n === 1) midWalk = await sendTest(owner, endpointId);
    });
    expect(walked.pages).toEqual([10, 10, 5]);
    expect(new Set(walked.ids)).toEqual(new Set(sent));
    expect(walked.ids, 'newest first').toEqual([...walked.ids].sort().reverse());
    expect(walked.ids).not.toContain(midWalk);
    // The default page is the 50 most recent: all 26 here, without a cursor.
    const all = (await get(owner, `/api/webhooks/${endpointId}/deliveries`)).body as WebhookDeliveryList;
    expect([all.items.length, all.nextCursor]).toEqual([26, undefined]);
  }, 180_000);

  it("refuses a cursor that is forged, another list's or another team's (400), never answering another team's rows", async () => {
    const [campaignA, campaignB, endpointA, endpointB] = await Promise.all([
      newCampaign(owner, 3),
      newCampaign(owner, 3),
      newEndpoint(owner),
      newEndpoint(owner),
    ]);
    await Promise.all([newLink(stranger, 'theirs 1'), newLink(stranger, 'theirs 2'), newLink(owner, 'ours 1'), newLink(owner, 'ours 2')]);
    await Promise.all([sendTest(owner, endpointA), sendTest(owner, endpointA), sendTest(owner, endpointB)]);
    const cursorOf = async (who: Session, path: string) => {
      const res = await get(who, path);
      expect(res.body.nextCursor, `${path} has a next page`).toEqual(expect.any(String));
      return res.body.nextCursor as string;
    };
    const theirs = await cursorOf(stranger, '/api/links?limit=1');
    const ours = await cursorOf(owner, '/api/links?limit=1');
    const ofCampaignA = await cursorOf(owner, `/api/campaigns/${campaignA.id}/links?limit=1`);
    const ofEndpointA = await cursorOf(owner, `/api/webhooks/${endpointA}/deliveries?limit=1`);
    const forged = [
      Buffer.from('{"l":"x","a":"2020-01-01T00:00:00.000Z#00000000-0000-4000-8000-000000000000"}').toString('base64url'),
      Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(ours, 'base64url').toString()), a: 'ZZZZ' })).toString('base64url'),
      ours.slice(0, -3),
      'e30',
    ];
    const refusals: [string, string][] = [
      ['/api/links', theirs],
      ['/api/links', ofCampaignA],
      [`/api/campaigns/${campaignB.id}/links`, ofCampaignA],
      [`/api/campaigns/${campaignA.id}/links`, ours],
      [`/api/webhooks/${endpointB}/deliveries`, ofEndpointA],
      ...forged.map((cursor) => ['/api/links', cursor] as [string, string]),
    ];
    for (const [path, cursor] of refusals) {
      expectRefused(
        await get(owner, `${path}?limit=1&cursor=${encodeURIComponent(cursor)}`),
        'cursor',
        MSG.cursorInvalid,
        `${path} with a foreign or forged cursor`,
      );
    }
    // The other team's own cursor still works for them.
    expect((await get(stranger, `/api/links?limit=1&cursor=${theirs}`)).status).toBe(200);
  });
});
